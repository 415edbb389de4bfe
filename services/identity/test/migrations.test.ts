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
