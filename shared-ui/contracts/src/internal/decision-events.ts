import { z } from 'zod';
import { isoTimeSchema } from '../api/session-shapes';

/**
 * Decision 064: an agent's decision is applied by the service that owns the state (identity,
 * documents), which writes a decision event in the same transaction: the audit entry and the
 * applicant's email review must record for it. Review pulls the events nobody relayed yet, records
 * each once (keyed by the event id) and acknowledges them.
 */
export const DECISION_EVENT_KINDS = {
  registration: ['approved', 'rejected'],
  document: ['approved', 'rejected'],
  assignment: ['assigned', 'unassigned'],
  plan: ['upgraded'],
  case: ['ready', 'submitted', 'more_documents_requested', 'resolved', 'appeal_filed'],
} as const;
export type DecisionSubjectType = keyof typeof DECISION_EVENT_KINDS;

const documentNameSchema = z.object({ en: z.string(), es: z.string() });

/** What the applicant's email says of a case's new stage: only the stage's own details. */
export const caseStageDetailsSchema = z.object({
  stage: z.string(),
  authority: z.string().optional(),
  reference: z.string().optional(),
  date: z.string().optional(),
  note: z.string().optional(),
  outcome: z.string().optional(),
  /** A request's documents, one name per line. */
  items: z.string().optional(),
  /** What the applicant must do by then: answer a request, or appeal a denial. */
  dueOn: z.string().optional(),
});
export type CaseStageDetails = z.infer<typeof caseStageDetailsSchema>;

/** The audit entry of a decision, as review's trail records it. */
export const decisionAuditSchema = z.object({
  agentId: z.uuid(),
  subjectType: z.enum(['registration', 'document', 'assignment', 'plan', 'case']),
  /** A user id (registration, assignment, plan, case) or a user document id. */
  subjectId: z.uuid(),
  /** The applicant concerned. */
  userId: z.uuid(),
  decision: z.enum([
    'approved',
    'rejected',
    'assigned',
    'unassigned',
    'upgraded',
    'ready',
    'submitted',
    'more_documents_requested',
    'resolved',
    'appeal_filed',
  ]),
  reason: z.string().nullable(),
  /** Document decisions: the checklist item's name at the time. */
  documentName: documentNameSchema.optional(),
});
export type DecisionAudit = z.infer<typeof decisionAuditSchema>;

export const DECISION_EMAIL_TEMPLATES = [
  'registration-approved',
  'registration-rejected',
  'document-approved',
  'document-rejected',
  'applicant-assigned',
  'plan-upgraded',
  'case-stage-changed',
] as const;

/** The applicant's email about the decision; the recipient is looked up when it is sent. */
export const decisionEmailSchema = z.object({
  template: z.enum(DECISION_EMAIL_TEMPLATES),
  details: z.object({
    reason: z.string().optional(),
    documentName: documentNameSchema.optional(),
    agentName: z.string().optional(),
    caseStage: caseStageDetailsSchema.optional(),
  }),
});
export type DecisionEmail = z.infer<typeof decisionEmailSchema>;

export const decisionEventSchema = z.object({
  id: z.uuid(),
  audit: decisionAuditSchema,
  email: decisionEmailSchema.nullable(),
  createdAt: isoTimeSchema,
});
export type DecisionEvent = z.infer<typeof decisionEventSchema>;
export type NewDecisionEvent = Omit<DecisionEvent, 'id' | 'createdAt'>;

/** `POST <owner>/internal/decision-events/pending`: the oldest events not yet acknowledged. */
export const pendingDecisionEventsRequestSchema = z.object({
  limit: z.number().int().min(1).max(500).default(100),
});
export const pendingDecisionEventsAnswerSchema = z.object({
  events: z.array(decisionEventSchema),
});

/** `POST <owner>/internal/decision-events/ack`: review recorded these; repeating it is harmless. */
export const ackDecisionEventsRequestSchema = z.object({
  eventIds: z.array(z.uuid()).min(1).max(500),
});
export const ackDecisionEventsAnswerSchema = z.object({ acknowledged: z.number().int().min(0) });

/** What the applicant's email says of the new stage: only its own details. */
export function caseStageDetails(
  event: Omit<CaseStageDetails, 'items'> & { items?: { name: string }[] },
): CaseStageDetails {
  const details: CaseStageDetails = { stage: event.stage };
  for (const key of ['authority', 'reference', 'date', 'note', 'outcome', 'dueOn'] as const) {
    const value = event[key];
    if (value) details[key] = value;
  }
  if (event.items?.length) details.items = event.items.map((item) => item.name).join('\n');
  return details;
}
