import { itemRequirementsSchema } from '../family/legalisation';
import { familyMemberSchema } from '../family/family-members';
import { requiredIncomeSchema } from '../family/required-income';
import { z } from 'zod';
import { ALLOWED_FILE_TYPES, DOCUMENT_STATUSES } from '../documents';
import { FRESHNESS_VALUES } from '../freshness';
import { isRealDate } from '../validation/limits';
import { caseSchema } from './case-shapes';
import { isoTimeSchema, planSchema } from './session-shapes';

export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);
export const freshnessSchema = z.enum(FRESHNESS_VALUES);
const calendarDateSchema = z.string().refine(isRealDate);

/** One file of a checklist item (issue 18: an item may hold up to MAX_FILES_PER_DOCUMENT). */
export const documentFileSchema = z.object({
  id: z.uuid(),
  /** Storage path of the file; what download-document signs. */
  file_url: z.string(),
  original_filename: z.string(),
  mime_type: z.string(),
  file_size: z.number().int(),
  uploaded_at: isoTimeSchema,
  /** `YYYY-MM-DD` the applicant gave for the file (freshness, decision 057), or null. */
  issued_on: calendarDateSchema.nullable(),
  expires_on: calendarDateSchema.nullable(),
});

/** One line of the applicant's checklist (docs/product/data.md, "Required document"). */
export const requiredDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  max_file_size: z.number().int(),
  file_types: z.array(z.enum(ALLOWED_FILE_TYPES)),
  status: documentStatusSchema,
  rejection_reason: z.string().nullable(),
  uploaded_at: isoTimeSchema.nullable(),
  user_document_id: z.uuid().nullable(),
  /** Storage path of the latest file; what download-document signs. */
  file_url: z.string().nullable(),
  /** Every file of the item, oldest first; one decision covers them all. */
  files: z.array(documentFileSchema),
  /** Counts the changes of the files (decision 055); null while nothing is uploaded. */
  revision: z.number().int().nullable(),
  /** The item's rules (null: none) and whether its files' dates keep them (decision 057). */
  max_age_days: z.number().int().nullable(),
  min_validity_days: z.number().int().nullable(),
  freshness: freshnessSchema,
  /** Asked for by the authority in a request for documents (decision 081), not by the plan. */
  requested: z.boolean(),
  /** The family member the paper is for; null for the applicant's own (issue 28). */
  member_id: z.uuid().nullable(),
  ...itemRequirementsSchema.shape,
});

export const documentStatsSchema = z.object({
  total: z.number().int(),
  uploaded: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  reviewing: z.number().int(),
  pending: z.number().int(),
  /** round(100 × approved / total). */
  progressPercentage: z.number().int().min(0).max(100),
});

/** Contact details are a premium feature: basic applicants get the names only. */
export const assignedAgentSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().optional(),
  assigned_at: isoTimeSchema.optional(),
});

/**
 * When a finished case's files were deleted, as the privacy policy promises
 * (`DOCUMENT_RETENTION_DAYS` after the final decision).
 */
export const documentRetentionSchema = z.object({
  finished_at: isoTimeSchema,
  files_deleted_at: isoTimeSchema,
  files_deleted: z.number().int(),
});

export const dashboardDataSchema = z.object({
  requiredDocuments: z.array(requiredDocumentSchema),
  stats: documentStatsSchema,
  assignedAgent: assignedAgentSchema.nullable(),
  /** Set once the retention sweep has deleted this applicant's files. */
  documentsRetention: documentRetentionSchema.nullable().optional(),
  /** The plan the checklist is for: the browser refreshes its session when an agent changed it. */
  plan: planSchema.optional(),
  /** The case's stage and timeline (the HTTP contract ("The case after the checklist")). */
  case: caseSchema,
  /** Who comes with the applicant and the income the law asks of them (issue 28). */
  family: z.object({ members: z.array(familyMemberSchema), required_income: requiredIncomeSchema }),
});

/** docs/product/data.md, "User document"; file details stay on the server. */
export const userDocumentSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  name: z.string(),
  file_url: z.string(),
  status: documentStatusSchema,
  uploaded_at: isoTimeSchema,
  required_document_id: z.uuid().nullable(),
  rejection_reason: z.string().nullable(),
  /** Every file of the document after this upload, oldest first. */
  files: z.array(documentFileSchema),
  revision: z.number().int(),
});

/**
 * The non-file parts of the auth-upload-document multipart body. `requiredDocumentId` names the
 * checklist item; without it, `documentName` must be the item's slug or its name in English or
 * Spanish. An empty `requiredDocumentId` (a form field left blank) counts as absent. `append: "true"`
 * adds the file to the item's others (at most MAX_FILES_PER_DOCUMENT) instead of replacing them.
 */
export const uploadDocumentFieldsSchema = z
  .object({
    documentName: z
      .string({ error: 'invalid_request' })
      .trim()
      .min(1, 'invalid_request')
      .max(200, 'invalid_request'),
    requiredDocumentId: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.uuid({ error: 'invalid_request' }).optional(),
    ),
    issued_on: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string({ error: 'date_invalid' }).refine(isRealDate, 'date_invalid').optional(),
    ),
    expires_on: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string({ error: 'date_invalid' }).refine(isRealDate, 'date_invalid').optional(),
    ),
    append: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .enum(['true', 'false'], { error: 'invalid_request' })
        .optional()
        .transform((value) => value === 'true'),
    ),
  })
  .superRefine((fields, ctx) => {
    if (fields.issued_on && fields.expires_on && fields.expires_on < fields.issued_on)
      ctx.addIssue({ code: 'custom', path: ['expires_on'], message: 'expiry_before_issue' });
  });

export const uploadDocumentAnswerSchema = z.object({
  success: z.literal(true),
  document: userDocumentSchema,
});

export const downloadDocumentSchema = z.object({
  filePath: z
    .string({ error: 'invalid_request' })
    .min(1, 'invalid_request')
    .max(500, 'invalid_request'),
});
/** `delete-document-file`: removes one file of an item not yet approved (issue 18). */
export const deleteDocumentFileSchema = z.object({ fileId: z.uuid({ error: 'invalid_request' }) });

export const downloadDocumentAnswerSchema = z.object({ signedUrl: z.string() });

export type RequiredDocument = z.infer<typeof requiredDocumentSchema>;
export type DocumentStats = z.infer<typeof documentStatsSchema>;
export type AssignedAgent = z.infer<typeof assignedAgentSchema>;
export type DashboardData = z.infer<typeof dashboardDataSchema>;
export type DocumentRetention = z.infer<typeof documentRetentionSchema>;
export type UserDocument = z.infer<typeof userDocumentSchema>;
export type DocumentFile = z.infer<typeof documentFileSchema>;
export type UploadDocumentAnswer = z.infer<typeof uploadDocumentAnswerSchema>;
