import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, sql, type Kysely } from 'kysely';
import { createDb } from '@nomada/service-kit';
import { createTestDatabase } from '@nomada/service-kit/testing';
import { migrations } from '../src/db/migrations';
import { awaitingCountsByStatus } from '../src/db/repositories/review-queue';
import type { DocumentsDatabase } from '../src/db/schema';
import { pdf } from './support/sample-files';
import { createTestContext, itemOf, type TestContext } from './support/test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** What the tallies must say: the documents awaiting a decision counted one by one. */
async function counted(db: Kysely<DocumentsDatabase> | Kysely<unknown>) {
  const { rows } = await sql<{ uploaded: string; reviewing: string }>`
    select count(*) filter (where status = 'uploaded') as uploaded,
      count(*) filter (where status = 'reviewing') as reviewing
    from documents.user_documents
  `.execute(db);
  return { uploaded: Number(rows[0]!.uploaded), reviewing: Number(rows[0]!.reviewing) };
}

describe('the review cards from tallies (decision 063)', () => {
  it('follow uploads, reviews, decisions, re-uploads, erasure and many-row statements', async () => {
    const check = async () =>
      expect(await awaitingCountsByStatus(ctx.db)).toEqual(await counted(ctx.db));
    await check();
    const agent = ctx.agent();
    const ana = ctx.applicant();
    const ben = ctx.applicant();
    const ids: string[] = [];
    for (const [person, slug] of [
      [ana, 'passport'],
      [ana, 'bank-statements'],
      [ben, 'passport'],
      [ben, 'health-insurance'],
    ] as const) {
      const response = await ctx.uploadFor(person, await itemOf(ctx, 'basic', slug), pdf());
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().document.id);
    }
    await check();
    await ctx.internal('/internal/documents/start-review', {
      documentId: ids[0],
      agentId: agent.id,
    });
    await check();
    await ctx.internal('/internal/documents/decide', {
      documentId: ids[0],
      agentId: agent.id,
      decision: 'rejected',
      reason: 'The scan is not readable',
    });
    await ctx.internal('/internal/documents/decide', {
      documentId: ids[2],
      agentId: agent.id,
      decision: 'approved',
    });
    await check();
    // A rejected document uploaded again awaits a decision again.
    const again = await ctx.uploadFor(ana, await itemOf(ctx, 'basic', 'passport'), pdf());
    expect(again.statusCode, again.body).toBe(201);
    await check();
    // One statement moving several documents at once.
    await ctx.db
      .updateTable('documents.user_documents')
      .set({ status: 'reviewing' })
      .where('id', 'in', [ids[1]!, ids[3]!])
      .execute();
    await check();
    const erased = await ctx.internal('/internal/accounts/erase', {
      userId: ben.id,
      email: ben.email,
      names: [ben.first_name, ben.last_name],
      pseudonym: 'deleted-0000beef',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await check();
  });

  it('stay exact under concurrent uploads on many connections', async () => {
    const passport = await itemOf(ctx, 'basic', 'passport');
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => ctx.uploadFor(ctx.applicant(), passport, pdf())),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    expect(await awaitingCountsByStatus(ctx.db)).toEqual(await counted(ctx.db));
  });
});

it('the migration counts the documents that were there before it', async () => {
  const database = await createTestDatabase();
  const db = createDb<unknown>(database.url, { max: 1 });
  try {
    const migrator = new Migrator({
      db,
      migrationTableSchema: 'documents',
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo('2026-12-05-004-case-events')).error).toBeUndefined();
    await sql`
      insert into documents.user_documents (user_id, name, status, reviewed_by, reviewed_at)
      select gen_random_uuid(), 'Passport', s, case when s = 'approved' then gen_random_uuid() end,
        case when s = 'approved' then now() end
      from unnest(array['uploaded', 'uploaded', 'uploaded', 'reviewing', 'approved']) s
    `.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const tallied = await awaitingCountsByStatus(db as unknown as Kysely<DocumentsDatabase>);
    expect(tallied).toEqual({ uploaded: 3, reviewing: 1 });
    expect(tallied).toEqual(await counted(db));
  } finally {
    await db.destroy();
    await database.drop();
  }
});
