import type { Migration } from 'kysely';
import * as accounts from './2026-11-23-001-accounts';
import * as sessionsAndTokens from './2026-11-23-002-sessions-and-tokens';
import * as sessionLifetimes from './2026-11-25-001-session-lifetimes';
import * as applicantQueries from './2026-11-26-001-applicant-queries';
import * as confirmationAndTwoFactor from './2026-11-26-002-confirmation-and-two-factor';
import * as agentListSpeed from './2026-11-27-001-agent-list-speed';
import * as twoFactorLockNotice from './2026-11-28-001-two-factor-lock-notice';
import * as accountsPeopleControl from './2026-12-01-001-accounts-people-control';
import * as applicantTallies from './2026-12-07-001-applicant-tallies';
import * as applicantPageIndexes from './2026-12-07-002-applicant-page-indexes';
import * as decisionEvents from './2026-12-08-001-decision-events';
import * as listSearchIndexes from './2026-12-09-001-list-search-indexes';

/** In order; names are timestamps so a new migration always sorts last. */
export const migrations: Record<string, Migration> = {
  '2026-11-23-001-accounts': accounts,
  '2026-11-23-002-sessions-and-tokens': sessionsAndTokens,
  '2026-11-25-001-session-lifetimes': sessionLifetimes,
  '2026-11-26-001-applicant-queries': applicantQueries,
  '2026-11-26-002-confirmation-and-two-factor': confirmationAndTwoFactor,
  '2026-11-27-001-agent-list-speed': agentListSpeed,
  '2026-11-28-001-two-factor-lock-notice': twoFactorLockNotice,
  '2026-12-01-001-accounts-people-control': accountsPeopleControl,
  '2026-12-07-001-applicant-tallies': applicantTallies,
  '2026-12-07-002-applicant-page-indexes': applicantPageIndexes,
  '2026-12-08-001-decision-events': decisionEvents,
  '2026-12-09-001-list-search-indexes': listSearchIndexes,
};
