import type { Migration } from 'kysely';
import * as createReview from './2026-11-23-001-create-review';
import * as auditTrailAndEmailOutbox from './2026-11-27-001-audit-trail-and-email-outbox';
import * as plansAssignmentEmailsAndErasure from './2026-12-01-001-plans-assignment-emails-and-erasure';
import * as caseStages from './2026-12-05-001-case-stages';
import * as decisionEventIds from './2026-12-08-001-decision-event-ids';
import * as erasedApplicants from './2026-12-10-001-erased-applicants';
import * as calendarFeeds from './2026-12-12-001-calendar-feeds-and-reminders';
import * as appealDecisions from './2026-12-12-002-appeal-decisions';

/** Ordered by name; a new migration gets a later timestamped name. */
export const migrations: Record<string, Migration> = {
  '2026-11-23-001-create-review': createReview,
  '2026-11-27-001-audit-trail-and-email-outbox': auditTrailAndEmailOutbox,
  '2026-12-01-001-plans-assignment-emails-and-erasure': plansAssignmentEmailsAndErasure,
  '2026-12-05-001-case-stages': caseStages,
  '2026-12-08-001-decision-event-ids': decisionEventIds,
  '2026-12-10-001-erased-applicants': erasedApplicants,
  '2026-12-12-001-calendar-feeds-and-reminders': calendarFeeds,
  '2026-12-12-002-appeal-decisions': appealDecisions,
};
