import { createDb, migrateToLatest } from '@nomada/service-kit';
import type { Kysely } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export const SCHEMA = 'identity';

export function migrateIdentity(db: Kysely<Database>): Promise<void> {
  return migrateToLatest(db as unknown as Kysely<unknown>, SCHEMA, migrations);
}

/** Opens a short-lived connection, applies every pending migration and closes it. */
export async function migrateDatabase(databaseUrl: string): Promise<void> {
  const db = createDb<Database>(databaseUrl, { max: 1 });
  try {
    await migrateIdentity(db);
  } finally {
    await db.destroy();
  }
}
