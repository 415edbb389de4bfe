import { it, expect } from 'vitest';
import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { createDb } from '@nomada/service-kit';
import { createTestDatabase } from '@nomada/service-kit/testing';
import { migrations } from '../src/db/migrations/index';
import { migrateDatabase } from '../src/db/migrate';
it('identity migrations roll back completely and apply again', async () => {
  const database = await createTestDatabase();
  await migrateDatabase(database.url);
  const db = createDb<unknown>(database.url, { max: 1 });
  const migrator = new Migrator({
    db,
    migrationTableSchema: 'identity',
    provider: { getMigrations: async () => migrations },
  });
  const down = await migrator.migrateTo(NO_MIGRATIONS);
  expect(down.error).toBeUndefined();
  const { rows } = await sql<{
    count: string;
  }>`select count(*) from pg_indexes where schemaname = 'identity' and tablename not like 'kysely%'`.execute(
    db,
  );
  expect(rows[0]?.count).toBe('0');
  const up = await migrator.migrateToLatest();
  expect(up.error).toBeUndefined();
  await db.destroy();
  await database.drop();
});

it('creates the lists’ trigram indexes, and skips them where pg_trgm is missing', async () => {
  const listIndexes = async (db: ReturnType<typeof createDb<unknown>>) => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes
      where schemaname = 'identity' and indexname like 'profiles\_%\_search\_idx'
      order by indexname`.execute(db);
    return rows.map((row) => row.indexname);
  };
  const database = await createTestDatabase();
  const db = createDb<unknown>(database.url, { max: 1 });
  const migrator = new Migrator({
    db,
    migrationTableSchema: 'identity',
    provider: { getMigrations: async () => migrations },
  });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await listIndexes(db)).toEqual([
    'profiles_history_search_idx',
    'profiles_pending_search_idx',
    'profiles_unassigned_search_idx',
  ]);
  // A database restored without the extension: the migration still applies, without the indexes.
  expect((await migrator.migrateDown()).error).toBeUndefined();
  await sql`drop extension pg_trgm cascade`.execute(db);
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  expect(await listIndexes(db)).toEqual([]);
  await db.destroy();
  await database.drop();
});
