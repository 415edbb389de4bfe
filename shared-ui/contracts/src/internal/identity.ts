import { z } from 'zod';
import {
  isoTimeSchema,
  profileSchema,
  profileStatusSchema,
  roleSchema,
} from '../api/session-shapes';
import { registrationSchema } from '../api/registration-shapes';

export const languageSchema = z.enum(['en', 'es']);

/** `POST identity/internal/registrations/decide`: the review service approves or rejects a pending applicant. */
export const decideRegistrationRequestSchema = z.object({
  userId: z.uuid(),
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(2000).optional(),
  /** The agent who decided, recorded beside the decision. */
  decidedBy: z.uuid().optional(),
});
export const decideRegistrationAnswerSchema = z.object({
  profile: profileSchema,
  language: languageSchema,
});

/** What an applicant submitted at signup, as identity's internal calls describe it. */
export const registrationSummarySchema = registrationSchema.extend({
  /** The id of the agent who decided. */
  decided_by: z.uuid().nullable(),
});

/** `POST identity/internal/users/lookup`: names, emails, plans and statuses of user ids. */
export const lookupUsersRequestSchema = z.object({ userIds: z.array(z.uuid()).max(1000) });
export const userSummarySchema = profileSchema.extend({
  role: roleSchema,
  language: languageSchema,
  created_at: isoTimeSchema,
  assigned_agent_id: z.uuid().nullable(),
  assigned_at: isoTimeSchema.nullable(),
});
export const lookupUsersAnswerSchema = z.object({ users: z.array(userSummarySchema) });

const pageFields = {
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
  /** Matches first name, last name, full name or email (case- and accent-insensitive). */
  search: z.string().trim().max(200).optional(),
};

/**
 * `POST identity/internal/applicants/query`: one page of applicants, filtered and searched in
 * identity (where names, emails, statuses and assignments live), newest decision or signup first.
 * `assignment`: `unassigned` (no agent), `agent` (assigned to `agentId`), or `any`.
 */
export const applicantQuerySchema = z.object({
  statuses: z.array(profileStatusSchema).min(1),
  assignment: z.enum(['any', 'unassigned', 'agent']).default('any'),
  agentId: z.uuid().optional(),
  /** Only these applicants (one applicant's case, say). */
  userIds: z.array(z.uuid()).min(1).max(100).optional(),
  ...pageFields,
});

/** A registration record plus what review needs beside it. */
export const applicantRecordSchema = registrationSummarySchema.extend({
  assigned_agent_id: z.uuid().nullable(),
  assigned_at: isoTimeSchema.nullable(),
});
export const applicantPageSchema = z.object({
  applicants: z.array(applicantRecordSchema),
  total: z.number().int(),
});

/** `POST identity/internal/applicants/matching`: ids of applicants whose name or email matches (search in other lists). */
export const applicantMatchSchema = z.object({
  search: z.string().trim().min(1).max(200),
  limit: z.number().int().min(1).max(1000).default(500),
});
export const applicantMatchAnswerSchema = z.object({ userIds: z.array(z.uuid()) });

/** `POST identity/internal/applicants/assigned`: the ids of every applicant assigned to one agent (their deadlines). */
export const assignedApplicantsSchema = z.object({ agentId: z.uuid() });

/** `POST identity/internal/applicants/counts`: the numbers of the agent dashboard's cards. */
export const applicantCountsSchema = z.object({ agentId: z.uuid() });
export const applicantCountsAnswerSchema = z.object({
  pendingRegistrations: z.number().int(),
  assignedToAgent: z.number().int(),
  unassigned: z.number().int(),
});

/**
 * `POST identity/internal/applicants/assign` and `/unassign`. Conditional updates: of two agents
 * assigning one applicant at once exactly one wins, the other gets 409 `already_assigned`; unassigning
 * someone not assigned to this agent is 409 `not_assigned`; unknown or not approved applicants 404.
 */
export const assignmentRequestSchema = z.object({ userId: z.uuid(), agentId: z.uuid() });
export const assignmentAnswerSchema = z.object({
  userId: z.uuid(),
  agentId: z.uuid().nullable(),
  assignedAt: isoTimeSchema.nullable(),
  language: languageSchema,
});

export type DecideRegistrationRequest = z.infer<typeof decideRegistrationRequestSchema>;
export type DecideRegistrationAnswer = z.infer<typeof decideRegistrationAnswerSchema>;
export type UserSummary = z.infer<typeof userSummarySchema>;
export type ApplicantQuery = z.input<typeof applicantQuerySchema>;
export type ApplicantRecord = z.infer<typeof applicantRecordSchema>;
export type AssignmentAnswer = z.infer<typeof assignmentAnswerSchema>;
