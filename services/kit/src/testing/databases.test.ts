import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDb, migrateToLatest } from '../db';
import { createTemplateDatabase, createTestDatabase } from './databases';

describe('test databases', () => {
  it('copies a migrated template into an isolated database', async () => {
    const template = await createTemplateDatabase('kit', async (url) => {
      const db = createDb(url, { max: 1 });
      await migrateToLatest(db, 'kit_test', {
        '2026-11-22-001-things': {
          up: async (db) =>
            db.schema.createTable('kit_test.things').addColumn('id', 'integer').execute(),
        },
      });
      await db.destroy();
    });
    const copy = await createTestDatabase(template.name);
    const db = createDb(copy.url, { max: 1 });
    const { rows } = await sql<{ count: string }>`select count(*) from kit_test.things`.execute(db);
    expect(rows[0]?.count).toBe('0');
    await db.destroy();
    await copy.drop();
    await template.drop();
  });
});
