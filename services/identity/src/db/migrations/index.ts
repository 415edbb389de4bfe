import type { Migration } from 'kysely';
import * as accounts from './2026-11-23-001-accounts';
import * as sessionsAndTokens from './2026-11-23-002-sessions-and-tokens';

/** In order; names are timestamps so a new migration always sorts last. */
export const migrations: Record<string, Migration> = {
  '2026-11-23-001-accounts': accounts,
  '2026-11-23-002-sessions-and-tokens': sessionsAndTokens,
};
