import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createDb, createIdentityLookup } from '@nomada/service-kit';
import type { DocumentsDatabase } from '../src/db/schema';
import { createFinishedCases } from '../src/retention/finished-cases';
import { formatSweepReport } from '../src/retention/format-sweep-report';
import { DAY_MS, sweepExpiredDocuments } from '../src/retention/sweep-expired-documents';
import { createLocalStorage } from '../src/storage/local-storage';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { pdf } from './support/sample-files';
import { createTestContext, type Person, type TestContext } from './support/test-context';
import { documentFileRowsOf } from './support/document-rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const silent = pino({ level: 'silent' });

/** A sweep as one platform instance runs it: its own pool, its own view of storage and identity. */
function sweeper(retentionDays = 90) {
  const db = createDb<DocumentsDatabase>(ctx.databaseUrl, { max: 3 });
  return {
    run: () =>
      sweepExpiredDocuments({
        db,
        storage: createLocalStorage(ctx.storageDir),
        finishedCases: createFinishedCases(
          createIdentityLookup({ baseUrl: ctx.identity.url, sessionSecret: TEST_SESSION_SECRET }),
          db,
        ),
        retentionDays,
        now: Date.now,
        log: silent,
      }),
    close: () => db.destroy(),
  };
}

async function applicantWithFiles(count: number): Promise<Person> {
  const applicant = ctx.applicant({ plan: 'premium' });
  const checklist = await ctx.checklist('premium');
  for (const item of checklist.slice(0, count))
    expect((await ctx.uploadFor(applicant, item, pdf())).statusCode).toBe(201);
  return applicant;
}

const filesOf = async (person: Person) =>
  (await ctx.storedFiles()).filter((file) => file.startsWith(person.id));
const rowsOf = (person: Person) => documentFileRowsOf(ctx.db, person.id);

describe('the retention sweep', () => {
  it('deletes earlier files too (decision 065), even of someone whose items are all emptied', async () => {
    const withHistory = await applicantWithFiles(1);
    const onlyHistory = await applicantWithFiles(0);
    const agent = ctx.agent();
    for (const person of [withHistory, onlyHistory]) {
      const item = (await ctx.checklist('premium'))[1]!;
      const uploaded = await ctx.uploadFor(person, item, pdf(), 'old.pdf');
      const document = uploaded.json().document as { id: string; files: { id: string }[] };
      const decided = await ctx.internal('/internal/documents/decide', {
        documentId: document.id,
        agentId: agent.id,
        decision: 'rejected',
        reason: 'Blurred',
      });
      expect(decided.statusCode, decided.body).toBe(200);
      const removed = await ctx.post('/functions/delete-document-file', {
        as: person,
        body: { fileId: document.files[0]!.id },
      });
      expect(removed.statusCode, removed.body).toBe(200);
    }
    expect(await filesOf(withHistory)).toHaveLength(2);
    expect(await filesOf(onlyHistory)).toHaveLength(1);
    for (const person of [withHistory, onlyHistory])
      ctx.identity.finish(person.id, new Date(Date.now() - 91 * DAY_MS));

    const one = sweeper();
    const report = await one.run();
    await one.close();
    for (const [person, count] of [
      [withHistory, 2],
      [onlyHistory, 1],
    ] as const) {
      expect(report.cases.find((found) => found.userId === person.id)?.files).toHaveLength(count);
      expect(await filesOf(person)).toEqual([]);
    }
    const left = await ctx.db
      .selectFrom('documents.earlier_files')
      .select('id')
      .where('user_id', 'in', [withHistory.id, onlyHistory.id])
      .execute();
    expect(left).toEqual([]);
  });

  it('deletes the files of cases finished more than DOCUMENT_RETENTION_DAYS ago, and only those', async () => {
    const expired = await applicantWithFiles(2);
    const recent = await applicantWithFiles(1);
    const ongoing = await applicantWithFiles(1);
    ctx.identity.finish(expired.id, new Date(Date.now() - 91 * DAY_MS));
    ctx.identity.finish(recent.id, new Date(Date.now() - 89 * DAY_MS));

    const one = sweeper();
    const report = await one.run();
    await one.close();

    const mine = report.cases.filter((found) => found.userId === expired.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.files).toHaveLength(2);
    expect(
      report.cases.some((found) => found.userId === recent.id || found.userId === ongoing.id),
    ).toBe(false);
    expect(await filesOf(expired)).toEqual([]);
    expect(await rowsOf(expired)).toEqual([]);
    expect(await filesOf(recent)).toHaveLength(1);
    expect(await filesOf(ongoing)).toHaveLength(1);

    const text = formatSweepReport(report, 90);
    expect(text).toContain('kept 90 days');
    expect(text).toContain(`applicant ${expired.id}: registration rejected on`);
    for (const key of mine[0]!.files) expect(text).toContain(key);
  });

  it('counts a resolved case (its resolved stage) like a rejected registration', async () => {
    const resolvedLongAgo = await applicantWithFiles(1);
    const resolvedLately = await applicantWithFiles(1);
    for (const [person, days] of [
      [resolvedLongAgo, 91],
      [resolvedLately, 89],
    ] as const)
      await ctx.db
        .insertInto('documents.case_events')
        .values({
          user_id: person.id,
          stage: 'resolved',
          at: new Date(Date.now() - days * DAY_MS),
          outcome: 'granted',
          date: '2026-01-01',
        })
        .execute();
    const one = sweeper();
    const report = await one.run();
    await one.close();
    expect(report.cases.filter((found) => found.userId === resolvedLongAgo.id)).toEqual([
      expect.objectContaining({ how: 'case_resolved' }),
    ]);
    expect(await filesOf(resolvedLongAgo)).toEqual([]);
    expect(await filesOf(resolvedLately)).toHaveLength(1);
    expect(formatSweepReport(report, 90)).toContain(
      `applicant ${resolvedLongAgo.id}: case resolved on`,
    );
  });

  it("keeps a denied case's files while an appeal is possible, and counts from its last day (decision 081)", async () => {
    const denied = await applicantWithFiles(1);
    const resolvedAt = new Date(Date.now() - 120 * DAY_MS);
    const event = await ctx.db
      .insertInto('documents.case_events')
      .values({
        user_id: denied.id,
        stage: 'resolved',
        at: resolvedAt,
        outcome: 'denied',
        date: '2026-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Its court appeal window ended 60 days ago: 120 days since the denial, 60 since the last day.
    const lastDay = new Date(Date.now() - 60 * DAY_MS).toISOString().slice(0, 10);
    await ctx.db
      .insertInto('documents.case_deadlines')
      .values([
        {
          user_id: denied.id,
          event_id: event.id,
          source_stage: 'resolved',
          kind: 'appeal_reposicion',
          due_on: '2026-02-02',
        },
        {
          user_id: denied.id,
          event_id: event.id,
          source_stage: 'resolved',
          kind: 'appeal_contencioso',
          due_on: lastDay,
        },
      ])
      .execute();
    const one = sweeper();
    await one.run();
    expect(await filesOf(denied)).toHaveLength(1);
    await ctx.db
      .updateTable('documents.case_deadlines')
      .set({ due_on: new Date(Date.now() - 95 * DAY_MS).toISOString().slice(0, 10) })
      .where('user_id', '=', denied.id)
      .where('kind', '=', 'appeal_contencioso')
      .execute();
    await one.run();
    await one.close();
    expect(await filesOf(denied)).toEqual([]);
  });

  it('keeps the files of a case under appeal, and counts from the decision on the appeal', async () => {
    const appealed = await applicantWithFiles(1);
    const event = (
      stage: 'resolved' | 'appeal_filed',
      daysAgo: number,
      outcome?: 'denied' | 'granted',
    ) =>
      ctx.db
        .insertInto('documents.case_events')
        .values({
          user_id: appealed.id,
          stage,
          at: new Date(Date.now() - daysAgo * DAY_MS),
          date: '2026-01-01',
          ...(outcome ? { outcome } : {}),
        })
        .execute();
    await event('resolved', 200, 'denied');
    await event('appeal_filed', 150);
    const one = sweeper();
    await one.run();
    expect(await filesOf(appealed)).toHaveLength(1);
    await event('resolved', 91, 'granted');
    await one.run();
    await one.close();
    expect(await filesOf(appealed)).toEqual([]);
  });

  it('tells the dashboard and the export when the files were deleted', async () => {
    const applicant = await applicantWithFiles(1);
    const finishedAt = new Date(Date.now() - 100 * DAY_MS);
    ctx.identity.finish(applicant.id, finishedAt);
    const one = sweeper();
    await one.run();
    await one.close();

    const dashboard = await ctx.post('/functions/auth-get-dashboard-data', { as: applicant });
    const retention = dashboard.json().documentsRetention;
    expect(retention).toEqual({
      finished_at: finishedAt.toISOString(),
      files_deleted_at: expect.any(String),
      files_deleted: 1,
    });
    expect(Date.now() - Date.parse(retention.files_deleted_at)).toBeLessThan(60_000);
    expect(
      dashboard
        .json()
        .requiredDocuments.every((item: { status: string }) => item.status === 'pending'),
    ).toBe(true);
    const exported = await ctx.internal('/internal/accounts/export', {
      userId: applicant.id,
      email: applicant.email,
      language: 'en',
      host: 'localhost:8080',
      protocol: 'http',
    });
    expect(exported.json().retention).toEqual(retention);
  });

  it('honours a shorter DOCUMENT_RETENTION_DAYS', async () => {
    const applicant = await applicantWithFiles(1);
    ctx.identity.finish(applicant.id, new Date(Date.now() - 8 * DAY_MS));
    const lenient = sweeper(90);
    expect((await lenient.run()).cases.some((found) => found.userId === applicant.id)).toBe(false);
    await lenient.close();
    const strict = sweeper(7);
    expect((await strict.run()).cases.some((found) => found.userId === applicant.id)).toBe(true);
    await strict.close();
  });

  it('two sweepers racing delete every expired file exactly once, and report each once', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => applicantWithFiles(3)));
    for (const person of people)
      ctx.identity.finish(person.id, new Date(Date.now() - 120 * DAY_MS));
    const expectedKeys = (
      await Promise.all(
        people.map(async (person) => (await rowsOf(person)).map((row) => row.storage_path)),
      )
    ).flat();
    expect(expectedKeys).toHaveLength(18);

    const first = sweeper();
    const second = sweeper();
    const [a, b] = await Promise.all([first.run(), second.run()]);
    await Promise.all([first.close(), second.close()]);

    const reported = [...a.cases, ...b.cases].filter((found) =>
      people.some((person) => person.id === found.userId),
    );
    const keys = reported.flatMap((found) => found.files);
    expect(keys.sort()).toEqual([...expectedKeys].sort());
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(reported.map((found) => found.userId)).size).toBe(people.length);
    for (const person of people) {
      expect(await filesOf(person)).toEqual([]);
      const record = await ctx.db
        .selectFrom('documents.expired_cases')
        .select('files_deleted')
        .where('user_id', '=', person.id)
        .executeTakeFirstOrThrow();
      expect(record.files_deleted).toBe(3);
    }
    expect(await ctx.db.selectFrom('documents.files_to_remove').selectAll().execute()).toEqual([]);
  });

  it('removes files an interrupted run left queued', async () => {
    const applicant = await applicantWithFiles(1);
    const [row] = await rowsOf(applicant);
    // As if a sweep had deleted the row and stopped before the file went, long ago.
    await ctx.db
      .deleteFrom('documents.user_documents')
      .where('user_id', '=', applicant.id)
      .execute();
    await ctx.db
      .insertInto('documents.files_to_remove')
      .values({
        storage_path: row!.storage_path,
        user_id: applicant.id,
        queued_at: new Date(Date.now() - DAY_MS),
      })
      .execute();
    const one = sweeper();
    const report = await one.run();
    await one.close();
    expect(report.leftoversRemoved).toBeGreaterThanOrEqual(1);
    expect(await filesOf(applicant)).toEqual([]);
  });

  it('keeps going when identity is away: nothing is deleted and the sweep says why', async () => {
    const applicant = await applicantWithFiles(1);
    ctx.identity.finish(applicant.id, new Date(Date.now() - 200 * DAY_MS));
    ctx.identity.failing = true;
    const one = sweeper();
    try {
      await expect(one.run()).rejects.toThrow();
    } finally {
      ctx.identity.failing = false;
      await one.close();
    }
    expect(await filesOf(applicant)).toHaveLength(1);
  });
});
