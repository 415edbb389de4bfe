import { itemRequirementsSchema, setItemRequirementsPayloadSchema } from '../family/legalisation';
import { familyMemberSchema } from '../family/family-members';
import { z } from 'zod';
import { isoTimeSchema } from '../api/session-shapes';
import {
  caseDeadlineSchema,
  caseEventSchema,
  caseSchema,
  correctCaseEventPayloadSchema,
  setCaseStagePayloadSchema,
} from '../api/case-shapes';
import { documentFileSchema, documentStatusSchema, freshnessSchema } from '../api/document-shapes';

/** A user document as the documents service tells other services about it (files stay inside). */
export const documentRecordSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  required_document_id: z.uuid().nullable(),
  /** The checklist item's slug (`passport`, …): the document's type. */
  document_type: z.string(),
  name_en: z.string(),
  name_es: z.string(),
  /** The latest file (what download-document signs); `files` holds all of them. */
  file_url: z.string(),
  file_size: z.number().int(),
  original_filename: z.string(),
  mime_type: z.string(),
  files: z.array(documentFileSchema),
  status: documentStatusSchema,
  rejection_reason: z.string().nullable(),
  uploaded_at: isoTimeSchema,
  reviewed_by: z.uuid().nullable(),
  reviewed_at: isoTimeSchema.nullable(),
  /** Counts the changes of the document's files (decision 055); a decision may name the one it saw. */
  revision: z.number().int().min(1),
  /** Whether the files' dates keep the item's rules (decision 057): agents see what applicants see. */
  freshness: freshnessSchema,
});

/**
 * `POST documents/internal/documents/awaiting-review`: documents waiting for an agent (`uploaded`,
 * `reviewing`), oldest upload first (id breaks ties), optionally only those of some users (a search
 * by name or email, done in identity first). `total` counts the (filtered) list for paging; `counts`
 * are the dashboard's cards, over every document awaiting a decision whatever the filter.
 */
export const awaitingReviewSchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  userIds: z.array(z.uuid()).max(1000).optional(),
});
export const awaitingReviewAnswerSchema = z.object({
  documents: z.array(documentRecordSchema),
  total: z.number().int(),
  counts: z.object({ uploaded: z.number().int(), reviewing: z.number().int() }),
});

/**
 * `POST documents/internal/documents/of-users`: every current document of these users, by its
 * checklist item's name only (the agent dashboard lists a registration's documents by name; whole
 * records, with their files, come with the review list and the applicant's case).
 */
export const documentsOfUsersSchema = z.object({ userIds: z.array(z.uuid()).max(1000) });
export const documentNameSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name_en: z.string(),
  name_es: z.string(),
});
export const documentsOfUsersAnswerSchema = z.object({ documents: z.array(documentNameSchema) });

/**
 * `POST documents/internal/documents/start-review`: `uploaded` → `reviewing` (already `reviewing`:
 * unchanged, 200); 409 `document_already_processed` once approved or rejected; 404 unknown. Answers
 * `documentAnswerSchema`. While `reviewing`, the applicant cannot replace the file (409 to them).
 */
export const startReviewSchema = z.object({ documentId: z.uuid(), agentId: z.uuid() });

/**
 * `POST documents/internal/documents/decide`: approve or reject a document awaiting a decision, as one
 * conditional update (two agents at once: one wins, the other gets 409 `document_already_processed`);
 * sets `reviewed_by` (agentId) and `reviewed_at`. 400 `rejection_reason_required` for a rejection
 * without a reason; 404 unknown. With `revision` (decision 055) it applies only while the document's
 * files are still the ones of that revision: 409 `document_changed` otherwise, nothing changed.
 * Answers `documentAnswerSchema`.
 */
export const decideDocumentSchema = z.object({
  documentId: z.uuid(),
  agentId: z.uuid(),
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(2000).optional(),
  revision: z.number().int().min(1).optional(),
});
/** The document decided, and the case's new stage when this decision made it `ready`. */
export const documentAnswerSchema = z.object({
  document: documentRecordSchema,
  caseEvent: caseEventSchema.optional(),
});

export type DocumentRecord = z.infer<typeof documentRecordSchema>;
export type DocumentName = z.infer<typeof documentNameSchema>;
export type AwaitingReviewAnswer = z.infer<typeof awaitingReviewAnswerSchema>;

/** One decision that covered a file (decision 065): the agent by id, review names them. */
export const fileDecisionRecordSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().nullable(),
  decided_by: z.uuid(),
  decided_at: isoTimeSchema,
});

/**
 * One file of a case's item, as documents keeps it (internal contract): the current ones first, then
 * the earlier ones (decided, then replaced or removed; decision 065) in the order they left.
 */
export const caseFileRecordSchema = z.object({
  id: z.uuid(),
  file_url: z.string().nullable(),
  original_filename: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  uploaded_at: isoTimeSchema,
  current: z.boolean(),
  replaced_at: isoTimeSchema.nullable(),
  decisions: z.array(fileDecisionRecordSchema),
});

/**
 * `POST documents/internal/documents/case`: the checklist of one applicant's plan, each item with
 * the applicant's document for it (if any) and every file it held.
 */
export const caseDocumentsRequestSchema = z.object({
  userId: z.uuid(),
  plan: z.enum(['basic', 'premium']),
});
export const caseItemRecordSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name_en: z.string(),
  name_es: z.string(),
  description_en: z.string(),
  description_es: z.string(),
  /** Asked for by the authority in a request for documents (decision 081). */
  requested: z.boolean(),
  /** The family member the paper is for; null for the applicant's own. */
  member_id: z.uuid().nullable(),
  ...itemRequirementsSchema.shape,
  document: documentRecordSchema.nullable(),
  files: z.array(caseFileRecordSchema),
});
/**
 * `POST documents/internal/cases/item-requirements` (review checked the caller is the assigned agent):
 * 404 for a paper not on this applicant's checklist.
 */
export const setItemRequirementsRequestSchema = setItemRequirementsPayloadSchema.and(
  z.object({ agentId: z.uuid(), plan: z.enum(['basic', 'premium']) }),
);

/** `POST documents/internal/cases/correct-event` (review checked the caller is the assigned agent). */
export const correctCaseEventRequestSchema = correctCaseEventPayloadSchema.and(
  z.object({ agentId: z.uuid() }),
);

export const caseDocumentsAnswerSchema = z.object({
  items: z.array(caseItemRecordSchema),
  /** Who comes with the applicant (issue 28). */
  members: z.array(familyMemberSchema),
});

export type CaseItemRecord = z.infer<typeof caseItemRecordSchema>;
export type CaseFileRecord = z.infer<typeof caseFileRecordSchema>;
export type FileDecisionRecord = z.infer<typeof fileDecisionRecordSchema>;

/**
 * `POST documents/internal/cases/set-stage` (decision 058): review asks, for the applicant's assigned
 * agent (review checked that), to move the case; documents checks the move against the table (409
 * `stage_not_allowed`) under the person's lock and answers the case with the new event last.
 */
export const setCaseStageRequestSchema = setCaseStagePayloadSchema.and(
  z.object({ agentId: z.uuid() }),
);
/** `POST documents/internal/cases/of-user` `{userId}`: the case as the applicant sees it. */
export const caseOfUserRequestSchema = z.object({ userId: z.uuid() });
export const caseAnswerSchema = z.object({ case: caseSchema });

/**
 * `POST documents/internal/cases/complete-deadline` (review checked the caller is the assigned agent):
 * 404 `not_found` for a deadline not of this applicant, 409 `deadline_not_open` when already done.
 */
export const completeDeadlineRequestSchema = z.object({
  userId: z.uuid(),
  deadlineId: z.uuid(),
  agentId: z.uuid(),
});

/** `POST documents/internal/cases/open-deadlines`: open deadlines of these applicants, or of all. */
export const openDeadlinesRequestSchema = z.union([
  z.object({ userIds: z.array(z.uuid()).max(5000) }),
  z.object({ all: z.literal(true) }),
]);
export const openDeadlineSchema = caseDeadlineSchema.extend({
  user_id: z.uuid(),
  /** `request_answer`: the requested documents still missing (none uploaded, or refused). */
  missing_items: z.array(z.string()),
  /**
   * Working days from Spain's today to `due_on` (0: due today, negative: overdue); null when it is
   * more than a month away (no need to count it yet).
   */
  working_days_left: z.number().int().nullable(),
});
export const openDeadlinesAnswerSchema = z.object({ deadlines: z.array(openDeadlineSchema) });
export type OpenDeadlineRecord = z.infer<typeof openDeadlineSchema>;
export type DocumentAnswer = z.infer<typeof documentAnswerSchema>;
