import type { Migration } from 'kysely';
import * as createEmails from './2026-11-23-001-create-emails';

/** Ordered by name; a new migration gets a later timestamped name. */
export const migrations: Record<string, Migration> = {
  '2026-11-23-001-create-emails': createEmails,
};
