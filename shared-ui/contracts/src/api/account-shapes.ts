import { familyMemberSchema } from '../family/family-members';
import { z } from 'zod';
import { AUDIT_ACTIONS } from './agent-shapes';
import { documentRetentionSchema, documentStatusSchema } from './document-shapes';
import { lawyerSenderRoleSchema } from './messaging-shapes';
import { isoTimeSchema, ownProfileSchema, planSchema, userSchema } from './session-shapes';

/** One file the person uploaded, with a same-origin link valid 5 minutes (null once deleted). */
export const exportedDocumentSchema = z.object({
  id: z.uuid(),
  /** The checklist item's slug (`passport`, …) and its name in the person's language. */
  document_type: z.string(),
  name: z.string(),
  original_filename: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  status: documentStatusSchema,
  rejection_reason: z.string().nullable(),
  uploaded_at: isoTimeSchema,
  reviewed_at: isoTimeSchema.nullable(),
  /** The latest file's link; `files` links every file of the item. */
  signedUrl: z.string(),
  files: z.array(
    z.object({
      id: z.uuid(),
      original_filename: z.string(),
      mime_type: z.string(),
      size_bytes: z.number().int(),
      uploaded_at: isoTimeSchema,
      signedUrl: z.string(),
    }),
  ),
});

/**
 * A file the person uploaded that an agent decided on and that later left its item (replaced or
 * removed, decision 065): kept for the case's history, exported as metadata (agents download it).
 */
export const exportedEarlierFileSchema = z.object({
  id: z.uuid(),
  /** The checklist item's slug and name in the person's language (null for a removed item). */
  document_type: z.string().nullable(),
  name: z.string().nullable(),
  original_filename: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: isoTimeSchema,
  replaced_at: isoTimeSchema,
  decisions: z.array(
    z.object({
      decision: z.enum(['approved', 'rejected']),
      reason: z.string().nullable(),
      decided_at: isoTimeSchema,
    }),
  ),
});

export const exportedCaseSchema = z.object({
  plan: planSchema.nullable(),
  registration_status: z.enum(['pending', 'approved', 'rejected']),
  submitted_at: isoTimeSchema.nullable(),
  decided_at: isoTimeSchema.nullable(),
  rejection_reason: z.string().nullable(),
  assigned_agent: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      assigned_at: isoTimeSchema.nullable(),
    })
    .nullable(),
  plan_upgrade_requested_at: isoTimeSchema.nullable(),
  documents_retention: documentRetentionSchema.nullable(),
});

export const exportedDecisionSchema = z.object({
  what: z.enum(AUDIT_ACTIONS),
  /** The checklist item a document decision was about, in the person's language. */
  document: z.string().nullable(),
  decided_at: isoTimeSchema,
  reason: z.string().nullable(),
});

export const exportedLawyerMessageSchema = z.object({
  id: z.uuid(),
  sender_role: lawyerSenderRoleSchema,
  text: z.string(),
  created_at: isoTimeSchema,
  read_at: isoTimeSchema.nullable(),
});

export const exportedConsentSchema = z.object({
  kind: z.enum(['terms_and_conditions', 'data_processing']),
  accepted: z.boolean(),
  given_at: isoTimeSchema,
});

export const exportedAssistantQuestionSchema = z.object({
  question: z.string(),
  response: z.string().nullable(),
  asked_at: isoTimeSchema,
});

export const exportedEmailSchema = z.object({
  template: z.string(),
  status: z.string(),
  created_at: isoTimeSchema,
  sent_at: isoTimeSchema.nullable(),
});

export const exportedContactMessageSchema = z.object({
  source: z.enum(['homepage', 'contact']),
  name: z.string(),
  country: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string().nullable(),
  sent_at: isoTimeSchema,
});

export const exportedSessionSchema = z.object({
  started_at: isoTimeSchema,
  last_active_at: isoTimeSchema,
  ended_at: isoTimeSchema.nullable(),
});

/**
 * account-export (GDPR art. 15 and 20): everything kept about the signed-in applicant, as one JSON
 * download. The HTTP contract's keys first, then what else the platform keeps about them.
 */
export const accountExportSchema = z.object({
  exported_at: isoTimeSchema,
  user: userSchema,
  profile: ownProfileSchema,
  case: exportedCaseSchema,
  documents: z.array(exportedDocumentSchema),
  /** Decided files since replaced or removed (decision 065). */
  earlier_files: z.array(exportedEarlierFileSchema),
  /** The family members who come with the applicant (issue 28). */
  family_members: z.array(familyMemberSchema),
  lawyer_messages: z.array(exportedLawyerMessageSchema),
  decisions: z.array(exportedDecisionSchema),
  consents: z.array(exportedConsentSchema),
  assistant_questions: z.array(exportedAssistantQuestionSchema),
  emails: z.array(exportedEmailSchema),
  contact_messages: z.array(exportedContactMessageSchema),
  sessions: z.array(exportedSessionSchema),
});

/** One applicant waiting for an agent to approve premium (once paid outside the platform). */
export const planUpgradeRequestSchema = z.object({
  user_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  requested_at: isoTimeSchema,
  assigned_agent_id: z.uuid().nullable(),
});
export const planUpgradeRequestsAnswerSchema = z.object({
  requests: z.array(planUpgradeRequestSchema),
  total: z.number().int(),
});

export type ExportedDocument = z.infer<typeof exportedDocumentSchema>;
export type ExportedEarlierFile = z.infer<typeof exportedEarlierFileSchema>;
export type ExportedDecision = z.infer<typeof exportedDecisionSchema>;
export type ExportedLawyerMessage = z.infer<typeof exportedLawyerMessageSchema>;
export type AccountExport = z.infer<typeof accountExportSchema>;
export type PlanUpgradeRequest = z.infer<typeof planUpgradeRequestSchema>;
export type PlanUpgradeRequestsAnswer = z.infer<typeof planUpgradeRequestsAnswerSchema>;
