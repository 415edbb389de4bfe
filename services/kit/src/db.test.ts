import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDb } from './db';
import { createTestDatabase, type TestDatabase } from './testing';

let database: TestDatabase;
let db: Kysely<unknown>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<unknown>(database.url, { max: 2 });
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

/** What a PostgreSQL restart does to every connection: the server ends it. */
async function terminateOthers(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

describe('createDb', () => {
  it('survives PostgreSQL ending a connection held between the queries of a transaction', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The connection is checked out and idle, as between two queries of a transaction.
        expect(await terminateOthers(database.url)).toBeGreaterThan(0);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      // The broken client went back to the pool and was dropped: the next query gets a new one.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
