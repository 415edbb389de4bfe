import { afterEach, describe, expect, it } from 'vitest';
import { sql, type Migration } from 'kysely';
import { migrationDatabaseUrl } from './lifecycle-config';
import { pendingMigrations, runMigrateCommand } from './migrate-command';
import { createTestDatabase, type TestDatabase } from './testing/databases';

const migrations: Record<string, Migration> = {
  '2026-11-25-001-things': {
    up: async (db) => {
      await sql`create table probe_schema.things (id int primary key)`.execute(db);
    },
  },
  '2026-11-25-002-more-things': {
    up: async (db) => {
      await sql`alter table probe_schema.things add column name text`.execute(db);
    },
  },
};

const databases: TestDatabase[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.drop();
});

async function command(url: string, argv: string[], waitMs = 5_000) {
  return runMigrateCommand({
    name: 'probe',
    databaseUrl: () => url,
    schema: 'probe_schema',
    migrations,
    argv,
    waitMs,
    intervalMs: 100,
  });
}

describe('migrate command', () => {
  it('applies the migrations, after which none is pending', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    expect(await pendingMigrations(database.url, 'probe_schema', migrations)).toEqual(
      Object.keys(migrations),
    );
    expect(await command(database.url, [])).toBe(0);
    expect(await pendingMigrations(database.url, 'probe_schema', migrations)).toEqual([]);
  });

  it('with --wait applies nothing, and fails while migrations stay pending', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    expect(await command(database.url, ['--wait'], 300)).toBe(1);
    expect(await pendingMigrations(database.url, 'probe_schema', migrations)).toHaveLength(2);
  });

  it('with --wait succeeds once the migration job has applied them', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const waiting = command(database.url, ['--wait']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await command(database.url, [])).toBe(0);
    expect(await waiting).toBe(0);
  });

  it('migrates on MIGRATION_DATABASE_URL (the owner role) when set, not on DATABASE_URL', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const code = await runMigrateCommand({
      name: 'probe',
      databaseUrl: () => 'postgres://nobody@127.0.0.1:1/runtime-only',
      schema: 'probe_schema',
      migrations,
      argv: [],
      env: { MIGRATION_DATABASE_URL: database.url },
    });
    expect(code).toBe(0);
    expect(await pendingMigrations(database.url, 'probe_schema', migrations)).toEqual([]);
  });

  it('chooses the migration URL when set, else the process’s own database', () => {
    expect(migrationDatabaseUrl('postgres://runtime/db', {})).toBe('postgres://runtime/db');
    expect(migrationDatabaseUrl('postgres://runtime/db', { MIGRATION_DATABASE_URL: '' })).toBe(
      'postgres://runtime/db',
    );
    expect(
      migrationDatabaseUrl('postgres://runtime/db', {
        MIGRATION_DATABASE_URL: 'postgres://owner/db',
      }),
    ).toBe('postgres://owner/db');
  });

  it('fails with the reason when the configuration is refused', async () => {
    const code = await runMigrateCommand({
      name: 'probe',
      databaseUrl: () => {
        throw new Error('DATABASE_URL is required');
      },
      schema: 'probe_schema',
      migrations,
      argv: [],
    });
    expect(code).toBe(1);
  });
});
