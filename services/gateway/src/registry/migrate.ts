import type { Kysely } from 'kysely';
import { migrateDatabaseAt, migrateToLatest } from '@nomada/service-kit';
import { migrations } from './migrations/index';
import type { RegistryDatabase } from './schema';

export const SCHEMA = 'gateway';

export function migrateRegistry(db: Kysely<RegistryDatabase>): Promise<void> {
  return migrateToLatest(db as unknown as Kysely<unknown>, SCHEMA, migrations);
}

export function migrateDatabase(databaseUrl: string): Promise<void> {
  return migrateDatabaseAt(databaseUrl, SCHEMA, migrations);
}
