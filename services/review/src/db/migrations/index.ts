import type { Migration } from 'kysely';
import * as createReview from './2026-11-23-001-create-review';

/** Ordered by name; a new migration gets a later timestamped name. */
export const migrations: Record<string, Migration> = {
  '2026-11-23-001-create-review': createReview,
};
