import { z } from 'zod';
import { CASE_AUTHORITIES, CASE_OUTCOMES, CASE_STAGES } from '../case-stages';
import { isRealDate } from '../validation/fields';
import { auditEntrySchema, registrationRecordSchema } from './agent-shapes';
import { documentStatusSchema } from './document-shapes';
import { isoTimeSchema } from './session-shapes';

export const caseStageSchema = z.enum(CASE_STAGES);

/** One step of a case's timeline; the fields its stage carries (API.md's table). */
export const caseEventSchema = z.object({
  stage: caseStageSchema,
  at: isoTimeSchema,
  /** The agent who moved it; null when documents moved it (`ready`) or for the start. */
  by: z.uuid().nullable(),
  authority: z.enum(CASE_AUTHORITIES).optional(),
  reference: z.string().optional(),
  /** `YYYY-MM-DD`: filed on (`submitted`) or decided on (`resolved`). */
  date: z.string().optional(),
  note: z.string().optional(),
  outcome: z.enum(CASE_OUTCOMES).optional(),
});

/** `case` of auth-get-dashboard-data: the current stage and every step, oldest first. */
export const caseSchema = z.object({ stage: caseStageSchema, events: z.array(caseEventSchema) });

const text = (max: number) => z.string().trim().max(max, 'text_too_long');
const required = (fields: Record<string, unknown>, names: string[]) =>
  names.filter((name) => fields[name] === undefined || fields[name] === '');

/**
 * Payload of agent-actions `setCaseStage`. Any stage name parses (a move the table refuses is 409
 * `stage_not_allowed`, not 400); the fields a stage needs are checked here: `case_details_required`
 * names the missing ones.
 */
export const setCaseStagePayloadSchema = z
  .object({
    userId: z.uuid({ error: 'invalid_request' }),
    stage: z.enum(CASE_STAGES, { error: 'invalid_request' }),
    authority: z.enum(CASE_AUTHORITIES, { error: 'invalid_request' }).optional(),
    reference: text(200).optional(),
    date: z.string().refine(isRealDate, 'date_invalid').optional(),
    note: text(2000).optional(),
    outcome: z.enum(CASE_OUTCOMES, { error: 'invalid_request' }).optional(),
  })
  .superRefine((payload, ctx) => {
    const needs: Partial<Record<(typeof CASE_STAGES)[number], string[]>> = {
      submitted: ['authority', 'reference', 'date'],
      more_documents_requested: ['note'],
      resolved: ['outcome', 'date'],
    };
    for (const name of required(payload, needs[payload.stage] ?? []))
      ctx.addIssue({ code: 'custom', path: [name], message: 'case_details_required' });
  });

export type CaseEvent = z.infer<typeof caseEventSchema>;
export type Case = z.infer<typeof caseSchema>;
export type SetCaseStagePayload = z.infer<typeof setCaseStagePayloadSchema>;

/** `agent-case`: whose case. */
export const agentCaseRequestSchema = z.object({ userId: z.uuid({ error: 'invalid_request' }) });

/**
 * One file an item held. `current`: part of what the item holds now (a replaced file is kept in the
 * history as not current, where the documents service still has it).
 */
export const caseFileSchema = z.object({
  id: z.uuid(),
  /** What download-document signs (null once the file is gone from storage). */
  file_url: z.string().nullable(),
  original_filename: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  uploaded_at: isoTimeSchema,
  current: z.boolean(),
});

/** One checklist item of the case, in the reader's language, with its files and decisions. */
export const caseRequiredDocumentSchema = z.object({
  id: z.uuid(),
  /** The checklist item's slug (`passport`, …). */
  document_type: z.string(),
  name: z.string(),
  description: z.string(),
  status: documentStatusSchema,
  rejection_reason: z.string().nullable(),
  uploaded_at: isoTimeSchema.nullable(),
  /** The document agent-actions decides (`approveDocument`, `rejectDocument`); null until an upload. */
  user_document_id: z.uuid().nullable(),
  files: z.array(caseFileSchema),
  /** Decisions on this item, newest first. */
  decisions: z.array(auditEntrySchema),
});

/** Everything the applicant submitted at signup, and where their registration stands. */
export const caseProfileSchema = registrationRecordSchema
  .omit({ documents: true, audit_trail: true })
  .extend({ full_name: z.string() });

export const caseAgentSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  assigned_at: isoTimeSchema.nullable(),
});

/**
 * `agent-case`: one applicant's whole case for an agent. `case` is null while the case has no
 * stage yet (a registration not approved); `auditTrail` is every decision about the applicant,
 * newest first.
 */
export const agentCaseSchema = z.object({
  profile: caseProfileSchema,
  case: caseSchema.nullable(),
  requiredDocuments: z.array(caseRequiredDocumentSchema),
  auditTrail: z.array(auditEntrySchema),
  assignedAgent: caseAgentSchema.nullable(),
  planUpgradeRequested: z.boolean(),
});

export type CaseFile = z.infer<typeof caseFileSchema>;
export type CaseRequiredDocument = z.infer<typeof caseRequiredDocumentSchema>;
export type CaseProfile = z.infer<typeof caseProfileSchema>;
export type AgentCase = z.infer<typeof agentCaseSchema>;
