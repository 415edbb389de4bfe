import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migrator, NO_MIGRATIONS, sql, type Insertable, type Kysely } from 'kysely';
import { createDb } from '@nomada/service-kit';
import { type TestDatabase, createTestDatabaseFromTemplate } from '@nomada/service-kit/testing';
import { migrateReview, REVIEW_SCHEMA } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { DECISION_KINDS, type DecisionsTable, type ReviewDatabase } from '../src/db/schema';

let database: TestDatabase;
let db: Kysely<ReviewDatabase>;

beforeAll(async () => {
  database = await createTestDatabaseFromTemplate();
  db = createDb<ReviewDatabase>(database.url, { max: 4 });
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const AGENT_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const USER = '11111111-1111-4111-8111-111111111111';
const DOCUMENT = '22222222-2222-4222-8222-222222222222';

/** The constraint (or error code) a statement broke; fails when it went through. */
async function violation(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const { constraint, code } = error as { constraint?: string; code?: string };
    return constraint ?? code ?? 'error';
  }
  throw new Error('expected the database to refuse');
}

const decision = (overrides: Partial<Insertable<DecisionsTable>>): Insertable<DecisionsTable> => ({
  agent_id: AGENT_A,
  subject_type: 'document',
  subject_id: DOCUMENT,
  user_id: USER,
  decision: 'approved',
  document_name_en: 'Valid passport',
  document_name_es: 'Pasaporte válido',
  ...overrides,
});

const insert = (overrides: Partial<Insertable<DecisionsTable>>) =>
  db
    .insertInto('review.decisions')
    .values(decision(overrides))
    .returningAll()
    .executeTakeFirstOrThrow();

describe('review.decisions, the audit trail', () => {
  it('records every kind of decision with who, when and about whom', async () => {
    for (const [subject_type, kinds] of Object.entries(DECISION_KINDS) as [
      keyof typeof DECISION_KINDS,
      readonly string[],
    ][]) {
      for (const kind of kinds) {
        const row = await insert({
          subject_type,
          subject_id: subject_type === 'document' ? DOCUMENT : crypto.randomUUID(),
          decision: kind as 'approved',
          reason: kind === 'rejected' ? 'Expired passport' : null,
        });
        expect(row).toMatchObject({ agent_id: AGENT_A, subject_type, decision: kind });
        expect(row.created_at).toBeInstanceOf(Date);
      }
    }
  });

  it('refuses every change to an entry, its removal, and emptying the table', async () => {
    const row = await insert({ decision: 'rejected', reason: 'Blurry scan' });
    expect(
      await violation(() =>
        db
          .updateTable('review.decisions')
          .set({ reason: 'Something kinder' })
          .where('id', '=', row.id)
          .execute(),
      ),
    ).toBe('42501');
    expect(
      await violation(() => db.deleteFrom('review.decisions').where('id', '=', row.id).execute()),
    ).toBe('42501');
    // Refused by the trigger, and before it by the outbox's reference to the entries.
    expect(await violation(() => sql`truncate review.decisions cascade`.execute(db))).toBe('42501');
    const kept = await db
      .selectFrom('review.decisions')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(kept.reason).toBe('Blurry scan');
  });

  it('requires a non-blank reason to reject', async () => {
    for (const reason of [null, '   ']) {
      expect(await violation(() => insert({ decision: 'rejected', reason }))).toBe(
        'decisions_rejection_reason_check',
      );
    }
  });

  it('requires the applicant concerned, and a document decision the document name', async () => {
    expect(await violation(() => insert({ user_id: null as unknown as string }))).toBe(
      'decisions_user_check',
    );
    expect(await violation(() => insert({ document_name_es: null }))).toBe(
      'decisions_document_name_check',
    );
  });

  it('holds one decision per registration', async () => {
    const applicant = crypto.randomUUID();
    const registration = { subject_type: 'registration' as const, subject_id: applicant };
    await insert({ ...registration, user_id: applicant });
    expect(
      await violation(() =>
        insert({ ...registration, user_id: applicant, decision: 'rejected', reason: 'Late' }),
      ),
    ).toBe('decisions_one_registration_decision_idx');
  });

  it('refuses decisions that do not fit their subject', async () => {
    expect(await violation(() => insert({ decision: 'assigned' }))).toBe('decisions_kind_check');
    expect(
      await violation(() => insert({ subject_type: 'assignment', decision: 'approved' })),
    ).toBe('decisions_kind_check');
    expect(await violation(() => insert({ subject_type: 'invoice' as 'document' }))).toBe(
      'decisions_kind_check',
    );
  });
});

describe('migrations', () => {
  const tables = <DB>(target: Kysely<DB>) =>
    sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'review' and table_name not like 'kysely_%' order by 1
    `.execute(target);

  it('drop the assignments table (identity holds assignments now) and add the calendar feeds', async () => {
    expect((await tables(db)).rows.map((row) => row.name)).toEqual([
      'calendar_feeds',
      'decisions',
      'email_outbox',
      'erased_applicants',
      'throttle_counters',
    ]);
  });

  it('roll back completely and apply again', async () => {
    const scratch = await createTestDatabaseFromTemplate();
    const scratchDb = createDb(scratch.url, { max: 1 });
    try {
      const migrator = new Migrator({
        db: scratchDb,
        migrationTableSchema: REVIEW_SCHEMA,
        provider: { getMigrations: async () => migrations },
      });
      expect((await migrator.migrateTo(NO_MIGRATIONS)).error).toBeUndefined();
      expect((await tables(scratchDb)).rows).toEqual([]);
      await migrateReview(scratchDb);
      expect((await tables(scratchDb)).rows.map((row) => row.name)).toEqual([
        'calendar_feeds',
        'decisions',
        'email_outbox',
        'erased_applicants',
        'throttle_counters',
      ]);
    } finally {
      await scratchDb.destroy();
      await scratch.drop();
    }
  });
});
