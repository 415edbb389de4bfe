import type { Kysely } from 'kysely';
import { migrateToLatest } from '@nomada/service-kit';
import { migrations } from './migrations';

export const REVIEW_SCHEMA = 'review';

export function migrateReview<DB>(db: Kysely<DB>): Promise<void> {
  // Migrations run untyped (they create the tables the typed interface describes).
  return migrateToLatest(db as Kysely<unknown>, REVIEW_SCHEMA, migrations);
}
