import { itemRequirementsSchema } from '../family/legalisation';
import { familyMemberSchema } from '../family/family-members';
import { requiredIncomeSchema } from '../family/required-income';
import { z } from 'zod';
import { auditEntrySchema, registrationRecordSchema } from './agent-shapes';
import { caseSchema } from './case-shapes';
import { documentStatusSchema } from './document-shapes';
import { isoTimeSchema } from './session-shapes';

/** `agent-case`: whose case. */
export const agentCaseRequestSchema = z.object({ userId: z.uuid({ error: 'invalid_request' }) });

/** A decision that covered one file (decision 065), with the agent's full name. */
export const caseFileDecisionSchema = z.object({
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().nullable(),
  decided_at: isoTimeSchema,
  agent_name: z.string(),
});

/**
 * One file an item held. `current`: part of what the item holds now. A file an agent decided on is
 * kept when it is replaced or removed (decision 065): listed after the current ones as not current,
 * with `replaced_at` (when it left the item); files never decided are not kept.
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
  /** Null while current. */
  replaced_at: isoTimeSchema.nullable(),
  /** The decisions made while the file was part of the item, oldest first. */
  decisions: z.array(caseFileDecisionSchema),
});

/** One checklist item of the case, in the reader's language, with its files and decisions. */
export const caseRequiredDocumentSchema = z.object({
  id: z.uuid(),
  /** The checklist item's slug (`passport`, …). */
  document_type: z.string(),
  name: z.string(),
  description: z.string(),
  /** Asked for by the authority in a request for documents (decision 081). */
  requested: z.boolean(),
  /** The family member the paper is for; null for the applicant's own (issue 28). */
  member_id: z.uuid().nullable(),
  ...itemRequirementsSchema.shape,
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
  /** Who comes with the applicant and the income asked of the family (issue 28). */
  family: z.object({ members: z.array(familyMemberSchema), required_income: requiredIncomeSchema }),
});

export type CaseFile = z.infer<typeof caseFileSchema>;
export type CaseFileDecision = z.infer<typeof caseFileDecisionSchema>;
export type CaseRequiredDocument = z.infer<typeof caseRequiredDocumentSchema>;
export type CaseProfile = z.infer<typeof caseProfileSchema>;
export type AgentCase = z.infer<typeof agentCaseSchema>;
