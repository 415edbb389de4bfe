import { setItemRequirementsPayloadSchema } from '../family/legalisation';
import { z } from 'zod';
import { AGENT_PAGE_SIZE_DEFAULT, AGENT_PAGE_SIZE_MAX, AGENT_SEARCH_MAX } from './agent-lists';
import { correctCaseEventPayloadSchema, setCaseStagePayloadSchema } from './case-shapes';
import { documentFileSchema, documentStatusSchema, freshnessSchema } from './document-shapes';
import { registrationSchema } from './registration-shapes';
import { isoTimeSchema, planSchema, profileStatusSchema } from './session-shapes';

/** What an agent did, as the audit trail shows it (review.decisions, never edited). */
export const AUDIT_ACTIONS = [
  'registration_approved',
  'registration_rejected',
  'document_approved',
  'document_rejected',
  'user_assigned',
  'user_unassigned',
  'plan_upgraded',
  'case_ready',
  'case_submitted',
  'case_more_documents_requested',
  'case_resolved',
  'case_appeal_filed',
] as const;

/** One entry of an applicant's audit trail: who did what, when, and why. */
export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(AUDIT_ACTIONS),
  /** The applicant concerned. */
  user_id: z.uuid(),
  /** For document decisions: the document and its name (in the reader's language). */
  document_id: z.uuid().nullable(),
  document_name: z.string().nullable(),
  reason: z.string().nullable(),
  agent_id: z.uuid(),
  /** Full name of the agent (their email when they have no name). */
  agent_name: z.string(),
  created_at: isoTimeSchema,
});

/** docs/product/data.md, "Agent-side document", with its applicant's audit trail (newest first). */
export const agentDocumentSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  /** The checklist item's name, in the reader's language (the `nomada_lang` cookie). */
  document_name: z.string(),
  /** The checklist item's slug (`passport`, …). */
  document_type: z.string(),
  /** What download-document signs. */
  file_url: z.string(),
  file_size: z.number().int(),
  original_filename: z.string(),
  /** Decides the preview: PDFs and images inline, anything else as a download. */
  mime_type: z.string(),
  /** Every file of the item, oldest first (the fields above are the latest's); one decision covers all. */
  files: z.array(documentFileSchema),
  status: documentStatusSchema,
  uploaded_at: isoTimeSchema,
  rejection_reason: z.string().nullable(),
  /** The revision of the document's files shown here: approveDocument/rejectDocument send it back. */
  revision: z.number().int().min(1),
  /** Whether the files' dates keep the item's rules (decision 057). */
  freshness: freshnessSchema,
  user_name: z.string(),
  user_email: z.string(),
  audit_trail: z.array(auditEntrySchema),
});

/**
 * docs/product/data.md, "Registration record": everything the applicant submitted at signup, their
 * documents, who decided (agent's full name) and the applicant's audit trail (newest first).
 */
export const registrationRecordSchema = registrationSchema.extend({
  /** Full name of the agent who decided. */
  decided_by: z.string().nullable(),
  documents: z.array(z.object({ id: z.uuid(), name: z.string() })),
  audit_trail: z.array(auditEntrySchema),
});

/** docs/product/data.md, "Assigned or unassigned user"; `id` is the user's id too. */
export const agentUserSchema = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  plan: planSchema.nullable(),
  status: profileStatusSchema,
  assigned_at: isoTimeSchema.nullable(),
});

export const agentRecordSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

/** Which page of a list, and an optional search by any part of a name or an email. */
export const agentListQuerySchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(AGENT_PAGE_SIZE_MAX).default(AGENT_PAGE_SIZE_DEFAULT),
  /** Blank means no search. Case and accents are ignored. */
  search: z.string().trim().max(AGENT_SEARCH_MAX, 'text_too_long').optional(),
});

const listQuery = agentListQuerySchema.prefault({});

/**
 * Body of agent-dashboard-data: optional, and so is each list (first page of 20, no search, when
 * left out). The HTTP contract's call without a body is `{}`.
 */
export const agentDashboardRequestSchema = z.object({
  documents: listQuery,
  pendingRegistrations: listQuery,
  registrationHistory: listQuery,
  assignedUsers: listQuery,
  unassignedUsers: listQuery,
});

export const agentListPageSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Items of the whole list (with its search), for the pager. */
  total: z.number().int(),
});

/** The four summary cards of the dashboard, and the size of the unassigned pool. */
export const agentDashboardCountsSchema = z.object({
  pendingDocuments: z.number().int(),
  documentsUnderReview: z.number().int(),
  pendingRegistrations: z.number().int(),
  assignedUsers: z.number().int(),
  unassignedUsers: z.number().int(),
});

export const agentDashboardDataSchema = z.object({
  /** Awaiting a decision (`uploaded`, `reviewing`), oldest upload first. */
  documents: z.array(agentDocumentSchema),
  /** Oldest submission first. */
  pendingRegistrations: z.array(registrationRecordSchema),
  /** Approved and rejected registrations, newest decision first. */
  registrationHistory: z.array(registrationRecordSchema),
  /** This agent's applicants, newest assignment first. */
  assignedUsers: z.array(agentUserSchema),
  /** Approved applicants nobody is assigned to, newest approval first. */
  unassignedUsers: z.array(agentUserSchema),
  agentRecord: agentRecordSchema,
  counts: agentDashboardCountsSchema,
  pagination: z.object({
    documents: agentListPageSchema,
    pendingRegistrations: agentListPageSchema,
    registrationHistory: agentListPageSchema,
    assignedUsers: agentListPageSchema,
    unassignedUsers: agentListPageSchema,
  }),
});

const reasonField = z
  .string({ error: 'rejection_reason_required' })
  .trim()
  .min(1, 'rejection_reason_required')
  .max(2000, 'text_too_long');
const idField = z.uuid({ error: 'invalid_request' });
/**
 * Decision 055: the revision of the document's files the agent looked at. Optional, so the HTTP contract's
 * bodies still work; when given, a decision on files that changed since is refused (409
 * `document_changed`).
 */
const revisionField = z
  .number({ error: 'invalid_request' })
  .int('invalid_request')
  .min(1, 'invalid_request')
  .optional();

export const AGENT_ACTIONS = [
  'approveDocument',
  'rejectDocument',
  'startReview',
  'approveRegistration',
  'rejectRegistration',
  'assignUser',
  'unassignUser',
  'approvePlanUpgrade',
  'setCaseStage',
  'completeDeadline',
  'setItemRequirements',
  'correctCaseEvent',
] as const;

/** `{action, payload}` of agent-actions (docs/product/http-api.md, the HTTP contract ("Agent")). */
export const agentActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('approveDocument'),
      payload: z.object({ documentId: idField, revision: revisionField }),
    }),
    z.object({
      action: z.literal('rejectDocument'),
      payload: z.object({ documentId: idField, reason: reasonField, revision: revisionField }),
    }),
    z.object({ action: z.literal('startReview'), payload: z.object({ documentId: idField }) }),
    z.object({
      action: z.literal('approveRegistration'),
      payload: z.object({ userId: idField }),
    }),
    z.object({
      action: z.literal('rejectRegistration'),
      payload: z.object({ userId: idField, reason: reasonField }),
    }),
    z.object({ action: z.literal('assignUser'), payload: z.object({ userId: idField }) }),
    z.object({ action: z.literal('unassignUser'), payload: z.object({ userId: idField }) }),
    z.object({
      action: z.literal('approvePlanUpgrade'),
      payload: z.object({ userId: idField }),
    }),
    z.object({ action: z.literal('setCaseStage'), payload: setCaseStagePayloadSchema }),
    z.object({ action: z.literal('correctCaseEvent'), payload: correctCaseEventPayloadSchema }),
    z.object({
      action: z.literal('setItemRequirements'),
      payload: setItemRequirementsPayloadSchema,
    }),
    z.object({
      action: z.literal('completeDeadline'),
      payload: z.object(
        {
          userId: z.uuid({ error: 'invalid_request' }),
          deadlineId: z.uuid({ error: 'invalid_request' }),
        },
        { error: 'invalid_request' },
      ),
    }),
  ],
  { error: 'unknown_action' },
);

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AgentDocument = z.infer<typeof agentDocumentSchema>;
export type RegistrationRecord = z.infer<typeof registrationRecordSchema>;
export type AgentUser = z.infer<typeof agentUserSchema>;
export type AgentRecord = z.infer<typeof agentRecordSchema>;
export type AgentListQuery = z.input<typeof agentListQuerySchema>;
export type AgentDashboardRequest = z.input<typeof agentDashboardRequestSchema>;
export type AgentDashboardCounts = z.infer<typeof agentDashboardCountsSchema>;
export type AgentListPage = z.infer<typeof agentListPageSchema>;
export type AgentDashboardData = z.infer<typeof agentDashboardDataSchema>;
export type AgentAction = z.infer<typeof agentActionSchema>;
export type AgentActionName = (typeof AGENT_ACTIONS)[number];
