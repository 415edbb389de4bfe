import type { Migration } from 'kysely';
import * as createDocuments from './2026-11-23-001-create-documents';
import * as seedRequiredDocuments from './2026-11-23-002-seed-required-documents';
import * as premiumProofs from './2026-11-27-001-premium-proofs';
import * as reviewIndexes from './2026-11-27-002-review-indexes';
import * as erasureAndRetention from './2026-12-01-001-erasure-and-retention';
import * as documentRevisions from './2026-12-05-001-document-revisions';
import * as documentFiles from './2026-12-05-002-document-files';
import * as documentFreshness from './2026-12-05-003-document-freshness';
import * as caseEvents from './2026-12-05-004-case-events';
import * as reviewQueueTallies from './2026-12-07-001-review-queue-tallies';
import * as decisionEvents from './2026-12-08-001-decision-events';
import * as earlierFiles from './2026-12-09-001-earlier-files';
import * as legalClocks from './2026-12-12-001-legal-clocks';
import * as appeals from './2026-12-12-002-appeals';
import * as familyMembers from './2026-12-12-003-family-members';
import * as itemRequirements from './2026-12-12-004-item-requirements';

/** Ordered by name; a new migration gets a later timestamped name. */
export const migrations: Record<string, Migration> = {
  '2026-11-23-001-create-documents': createDocuments,
  '2026-11-23-002-seed-required-documents': seedRequiredDocuments,
  '2026-11-27-001-premium-proofs': premiumProofs,
  '2026-11-27-002-review-indexes': reviewIndexes,
  '2026-12-01-001-erasure-and-retention': erasureAndRetention,
  '2026-12-05-001-document-revisions': documentRevisions,
  '2026-12-05-002-document-files': documentFiles,
  '2026-12-05-003-document-freshness': documentFreshness,
  '2026-12-05-004-case-events': caseEvents,
  '2026-12-07-001-review-queue-tallies': reviewQueueTallies,
  '2026-12-08-001-decision-events': decisionEvents,
  '2026-12-09-001-earlier-files': earlierFiles,
  '2026-12-12-001-legal-clocks': legalClocks,
  '2026-12-12-002-appeals': appeals,
  '2026-12-12-003-family-members': familyMembers,
  '2026-12-12-004-item-requirements': itemRequirements,
};
