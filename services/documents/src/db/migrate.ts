import type { Kysely } from 'kysely';
import { migrateDatabaseAt, migrateToLatest } from '@nomada/service-kit';
import { migrations } from './migrations';

export const DOCUMENTS_SCHEMA = 'documents';

export function migrateDocuments<DB>(db: Kysely<DB>): Promise<void> {
  // Migrations run untyped (they create the tables the typed interface describes).
  return migrateToLatest(db as Kysely<unknown>, DOCUMENTS_SCHEMA, migrations);
}

export function migrateDatabase(databaseUrl: string): Promise<void> {
  return migrateDatabaseAt(databaseUrl, DOCUMENTS_SCHEMA, migrations);
}
