import type { Generated, Selectable } from 'kysely';

/** One agent per applicant: the primary key makes "two agents assign at once" resolve to one winner. */
export interface AssignmentsTable {
  user_id: string;
  agent_id: string;
  assigned_at: Generated<Date>;
}

export const DECISION_KINDS = {
  registration: ['approved', 'rejected'],
  document: ['approved', 'rejected'],
  assignment: ['assigned', 'unassigned'],
} as const;
export type SubjectType = keyof typeof DECISION_KINDS;
export type Decision = (typeof DECISION_KINDS)[SubjectType][number];

/** Append-only record of every agent decision: who, when, on what, and why. */
export interface DecisionsTable {
  id: Generated<string>;
  agent_id: string;
  subject_type: SubjectType;
  /** A user id (registration, assignment) or a user document id. */
  subject_id: string;
  decision: Decision;
  reason: string | null;
  created_at: Generated<Date>;
}

export interface ReviewDatabase {
  'review.assignments': AssignmentsTable;
  'review.decisions': DecisionsTable;
}

export type AssignmentRow = Selectable<AssignmentsTable>;
export type DecisionRow = Selectable<DecisionsTable>;
