import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import pg from 'pg';

export type DbOptions = { max?: number };

/** PostgreSQL's `date`: a calendar date, read as its `YYYY-MM-DD` text, never shifted by a time zone. */
const DATE_OID = 1082;
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID && format !== 'binary'
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** One pool per process; a few connections are plenty for a service whose queries take milliseconds. */
export function createDb<DB>(connectionString: string, { max = 4 }: DbOptions = {}): Kysely<DB> {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, types });
  // A client losing its connection (PostgreSQL restarted) must not crash the process: the pool
  // reports idle ones here and replaces them. A client checked out at that moment emits the error on
  // itself, outside any query (kysely holds it between the queries of a transaction), where nobody
  // listens: Node would throw it. The query in progress fails on its own, and the pool drops the
  // broken client when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** Applies a service's migrations, keeping their bookkeeping inside the service's own schema. */
export async function migrateToLatest(
  db: Kysely<unknown>,
  schema: string,
  migrations: Record<string, Migration>,
): Promise<void> {
  // Created only when missing: an owner role owns its schema but may not create schemas (and
  // `create schema if not exists` asks for that right before it looks).
  const { rows } = await sql<{ found: boolean }>`
    select exists (select from pg_namespace where nspname = ${schema}) as found
  `.execute(db);
  if (!rows[0]?.found) await db.schema.createSchema(schema).ifNotExists().execute();
  const migrator = new Migrator({
    db,
    migrationTableSchema: schema,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} of schema ${schema} failed: ${reason}`,
    );
  }
}

/** PostgreSQL's unique_violation: two requests raced to create the same row. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** Opens a short-lived connection, applies a service's pending migrations and closes it. */
export async function migrateDatabaseAt(
  databaseUrl: string,
  schema: string,
  migrations: Record<string, Migration>,
): Promise<void> {
  const db = createDb<unknown>(databaseUrl, { max: 1 });
  try {
    await migrateToLatest(db, schema, migrations);
  } finally {
    await db.destroy();
  }
}
