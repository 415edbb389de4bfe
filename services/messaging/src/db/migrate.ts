import type { Kysely } from 'kysely';
import { migrateDatabaseAt, migrateToLatest } from '@nomada/service-kit';
import { migrations } from './migrations';

export const MESSAGING_SCHEMA = 'messaging';

export function migrateMessaging<DB>(db: Kysely<DB>): Promise<void> {
  // Migrations run untyped (they create the tables the typed interface describes).
  return migrateToLatest(db as Kysely<unknown>, MESSAGING_SCHEMA, migrations);
}

export function migrateDatabase(databaseUrl: string): Promise<void> {
  return migrateDatabaseAt(databaseUrl, MESSAGING_SCHEMA, migrations);
}
