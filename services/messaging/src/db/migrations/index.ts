import type { Migration } from 'kysely';
import * as createEmails from './2026-11-23-001-create-emails';
import * as claimBeforeSend from './2026-11-24-001-claim-before-send';
import * as createContactTables from './2026-11-24-002-create-contact-tables';

/** Ordered by name; a new migration gets a later timestamped name. */
export const migrations: Record<string, Migration> = {
  '2026-11-23-001-create-emails': createEmails,
  '2026-11-24-001-claim-before-send': claimBeforeSend,
  '2026-11-24-002-create-contact-tables': createContactTables,
};
