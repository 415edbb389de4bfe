import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DECISION_EMAIL_TEMPLATES } from '@nomada/contracts';

export const DECISION_KINDS = {
  registration: ['approved', 'rejected'],
  document: ['approved', 'rejected'],
  assignment: ['assigned', 'unassigned'],
  plan: ['upgraded'],
  case: ['ready', 'submitted', 'more_documents_requested', 'resolved', 'appeal_filed'],
} as const;
export type SubjectType = keyof typeof DECISION_KINDS;
export type Decision = (typeof DECISION_KINDS)[SubjectType][number];

/**
 * Append-only record of every agent decision and assignment (the audit trail): who, when, on what,
 * about which applicant, and why. A trigger refuses updates and deletes.
 */
export interface DecisionsTable {
  id: Generated<string>;
  agent_id: string;
  subject_type: SubjectType;
  /** A user id (registration, assignment) or a user document id. */
  subject_id: string;
  decision: Decision;
  reason: string | null;
  created_at: Generated<Date>;
  /** The applicant concerned: the subject itself, or the owner of the document. */
  user_id: string;
  /** Document decisions: the checklist item's name at the time, in both languages. */
  document_name_en: string | null;
  document_name_es: string | null;
  /**
   * Set when the applicant's account was erased (decision 031): `deleted-<8 hex>`, the only trace of
   * them left; `user_id` (and a registration's or assignment's `subject_id`) then no longer leads to anyone.
   */
  applicant_pseudonym: Generated<string | null>;
  /** The owner's decision event this entry records (decision 064); null for older entries. */
  event_id: string | null;
}

export type DecisionEmailTemplate = (typeof DECISION_EMAIL_TEMPLATES)[number];

/** What an email needs beyond the recipient, who is looked up when it is sent. */
export type DecisionEmailDetails = {
  reason?: string;
  documentName?: { en: string; es: string };
  /** applicant-assigned: the agent who took the case. */
  agentName?: string;
  /** case-stage-changed: the new stage and its details (decision 058). */
  caseStage?: {
    stage: string;
    authority?: string;
    reference?: string;
    date?: string;
    note?: string;
    outcome?: string;
    items?: string;
    dueOn?: string;
  };
};

type Json<T> = ColumnType<T, string, string>;

/**
 * Emails about decisions, written in the decision's transaction and handed to messaging by the
 * relay; a row is deleted once messaging has stored the email.
 */
export interface EmailOutboxTable {
  id: Generated<string>;
  decision_id: string;
  user_id: string;
  template: DecisionEmailTemplate;
  details: Json<DecisionEmailDetails>;
  created_at: Generated<Date>;
  attempts: Generated<number>;
  /** Not before this time; a claim moves it forward by a lease, a failure by the backoff. */
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  /** Set when the email can never be sent (unknown applicant, refused by messaging). */
  failed_at: Date | null;
}

/** Applicants whose account was erased (decision 031), so a late decision event names nobody. */
export interface ErasedApplicantsTable {
  user_id: string;
  pseudonym: string;
  erased_at: Generated<Date>;
}

/** One agent's secret calendar feed address, as its SHA-256 (decision 081). */
export interface CalendarFeedsTable {
  agent_id: string;
  token_sha256: string;
  created_at: Generated<Date>;
}

export interface ReviewDatabase {
  'review.decisions': DecisionsTable;
  'review.email_outbox': EmailOutboxTable;
  'review.erased_applicants': ErasedApplicantsTable;
  'review.calendar_feeds': CalendarFeedsTable;
}

export type DecisionRow = Selectable<DecisionsTable>;
export type EmailOutboxRow = Selectable<EmailOutboxTable>;
