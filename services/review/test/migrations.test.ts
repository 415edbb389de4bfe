import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { Migrator, NO_MIGRATIONS, sql, type Insertable, type Kysely } from 'kysely';
import { createDb } from '@nomada/service-kit';
import { createTestDatabase, type TestDatabase } from '@nomada/service-kit/testing';
import { migrateReview, REVIEW_SCHEMA } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { DECISION_KINDS, type DecisionsTable, type ReviewDatabase } from '../src/db/schema';

let database: TestDatabase;
let db: Kysely<ReviewDatabase>;

beforeAll(async () => {
  database = await createTestDatabase(inject('reviewTemplateDb'));
  db = createDb<ReviewDatabase>(database.url, { max: 4 });
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const AGENT_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const AGENT_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const USER = '11111111-1111-4111-8111-111111111111';

async function violation(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const { constraint, code } = error as { constraint?: string; code?: string };
    return constraint ?? code ?? 'error';
  }
  throw new Error('expected a constraint violation');
}

describe('review.assignments', () => {
  it('gives a user at most one agent: of two agents assigning at once, exactly one wins', async () => {
    const assign = (agent_id: string) =>
      db
        .insertInto('review.assignments')
        .values({ user_id: USER, agent_id })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('agent_id')
        .executeTakeFirst();
    const results = await Promise.all([assign(AGENT_A), assign(AGENT_B)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await db
      .selectFrom('review.assignments')
      .selectAll()
      .where('user_id', '=', USER)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.assigned_at).toBeInstanceOf(Date);
    expect(
      await violation(() =>
        db.insertInto('review.assignments').values({ user_id: USER, agent_id: AGENT_B }).execute(),
      ),
    ).toBe('assignments_pkey');
  });

  it('refuses an agent assigned to themselves', async () => {
    expect(
      await violation(() =>
        db
          .insertInto('review.assignments')
          .values({ user_id: AGENT_A, agent_id: AGENT_A })
          .execute(),
      ),
    ).toBe('assignments_not_self_check');
  });
});

describe('review.decisions', () => {
  const decision = (
    overrides: Partial<Insertable<DecisionsTable>>,
  ): Insertable<DecisionsTable> => ({
    agent_id: AGENT_A,
    subject_type: 'document',
    subject_id: USER,
    decision: 'approved',
    ...overrides,
  });

  it('records every kind of decision with who and when', async () => {
    for (const [subject_type, kinds] of Object.entries(DECISION_KINDS) as [
      keyof typeof DECISION_KINDS,
      readonly string[],
    ][]) {
      for (const kind of kinds) {
        const row = await db
          .insertInto('review.decisions')
          .values(
            decision({
              subject_type,
              decision: kind as 'approved',
              reason: kind === 'rejected' ? 'Expired passport' : null,
            }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({ agent_id: AGENT_A, subject_type, decision: kind });
        expect(row.created_at).toBeInstanceOf(Date);
      }
    }
  });

  it('requires a non-blank reason to reject', async () => {
    for (const reason of [null, '   ']) {
      expect(
        await violation(() =>
          db
            .insertInto('review.decisions')
            .values(decision({ decision: 'rejected', reason }))
            .execute(),
        ),
      ).toBe('decisions_rejection_reason_check');
    }
  });

  it('refuses decisions that do not fit their subject', async () => {
    expect(
      await violation(() =>
        db
          .insertInto('review.decisions')
          .values(decision({ decision: 'assigned' }))
          .execute(),
      ),
    ).toBe('decisions_kind_check');
    expect(
      await violation(() =>
        db
          .insertInto('review.decisions')
          .values(decision({ subject_type: 'assignment', decision: 'approved' }))
          .execute(),
      ),
    ).toBe('decisions_kind_check');
    expect(
      await violation(() =>
        db
          .insertInto('review.decisions')
          .values(decision({ subject_type: 'invoice' as 'document' }))
          .execute(),
      ),
    ).toBe('decisions_kind_check');
  });
});

describe('migrations', () => {
  it('roll back completely and apply again', async () => {
    const scratch = await createTestDatabase(inject('reviewTemplateDb'));
    const scratchDb = createDb(scratch.url, { max: 1 });
    try {
      const migrator = new Migrator({
        db: scratchDb,
        migrationTableSchema: REVIEW_SCHEMA,
        provider: { getMigrations: async () => migrations },
      });
      expect((await migrator.migrateTo(NO_MIGRATIONS)).error).toBeUndefined();
      const { rows } = await sql<{ count: string }>`
        select count(*) from information_schema.tables where table_schema = 'review' and table_name not like 'kysely_%'
      `.execute(scratchDb);
      expect(rows[0]?.count).toBe('0');
      await migrateReview(scratchDb);
      const { rows: after } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = 'review' and table_name not like 'kysely_%' order by 1
      `.execute(scratchDb);
      expect(after.map((row) => row.name)).toEqual(['assignments', 'decisions']);
    } finally {
      await scratchDb.destroy();
      await scratch.drop();
    }
  });
});
