import { familyMemberSchema } from '../family/family-members';
import { z } from 'zod';
import { documentRetentionSchema } from '../api/document-shapes';
import {
  exportedAssistantQuestionSchema,
  exportedContactMessageSchema,
  exportedDecisionSchema,
  exportedDocumentSchema,
  exportedEarlierFileSchema,
  exportedEmailSchema,
  exportedLawyerMessageSchema,
} from '../api/account-shapes';
import { isoTimeSchema } from '../api/session-shapes';
import { languageSchema } from './identity';

/**
 * `POST <documents|review|messaging>/internal/accounts/export`: what each service keeps about one
 * person, for identity's account-export. `host` and `protocol` are those the person's request came
 * by, so signed links are on the page's own origin.
 */
export const accountExportRequestSchema = z.object({
  userId: z.uuid(),
  email: z.string().max(255),
  language: languageSchema,
  host: z.string().max(300),
  protocol: z.enum(['http', 'https']),
});
export type AccountExportRequest = z.infer<typeof accountExportRequestSchema>;

export const documentsExportAnswerSchema = z.object({
  documents: z.array(exportedDocumentSchema),
  earlier_files: z.array(exportedEarlierFileSchema),
  retention: documentRetentionSchema.nullable(),
  /** Who comes with the applicant (issue 28). */
  family_members: z.array(familyMemberSchema),
});
export const reviewExportAnswerSchema = z.object({ decisions: z.array(exportedDecisionSchema) });
export const messagingExportAnswerSchema = z.object({
  lawyer_messages: z.array(exportedLawyerMessageSchema),
  assistant_questions: z.array(exportedAssistantQuestionSchema),
  emails: z.array(exportedEmailSchema),
  contact_messages: z.array(exportedContactMessageSchema),
});

/**
 * `POST <documents|review|messaging>/internal/accounts/erase`: forget one person (GDPR art. 17).
 * Idempotent: identity's erasure relay repeats it until it answers 200. Each service refuses, from
 * then on, anything still in flight for that user (an upload, a chat message). `pseudonym`
 * (`deleted-<8 hex>`) replaces the person in records that must stay (review's audit trail); `names`
 * and `email` are what to scrub from free text kept there.
 */
export const accountEraseRequestSchema = z.object({
  userId: z.uuid(),
  email: z.string().max(255),
  names: z.array(z.string().max(100)).max(4),
  pseudonym: z.string().regex(/^deleted-[0-9a-f]{8}$/),
});
export type AccountEraseRequest = z.infer<typeof accountEraseRequestSchema>;
/** How many records of each kind went (or were pseudonymised), for the log. */
export const accountEraseAnswerSchema = z.object({ erased: z.record(z.string(), z.number()) });

/**
 * `POST identity/internal/cases/finished`: of these applicants, those whose case is over and when
 * it ended (the retention clock starts then). Answered by identity for rejected registrations.
 */
export const finishedCasesRequestSchema = z.object({ userIds: z.array(z.uuid()).max(1000) });
export const finishedCaseSchema = z.object({
  userId: z.uuid(),
  finishedAt: isoTimeSchema,
  how: z.enum(['registration_rejected', 'case_resolved']),
});
export const finishedCasesAnswerSchema = z.object({ cases: z.array(finishedCaseSchema) });
export type FinishedCase = z.infer<typeof finishedCaseSchema>;

/**
 * `POST identity/internal/applicants/upgrade-plan`: basic → premium for an applicant whose request
 * waits (one conditional update). 409 `already_premium`, `upgrade_not_requested`; 404 unknown.
 */
export const upgradePlanRequestSchema = z.object({ userId: z.uuid(), agentId: z.uuid() });
export const upgradePlanAnswerSchema = z.object({ userId: z.uuid(), language: languageSchema });
export type UpgradePlanAnswer = z.infer<typeof upgradePlanAnswerSchema>;

/**
 * `POST messaging/internal/agent-notifications`: something agents should look at, about one
 * applicant (written to messaging.agent_notifications, as contact forms are; decision 060).
 * `agentId`: the one agent it is for (the applicant's assigned agent), or null for every agent.
 * `key` names the event: the same key twice records it once (a retried call). A plan upgrade
 * request also emails the team.
 */
const aboutApplicant = {
  userId: z.uuid(),
  name: z.string().max(120),
  email: z.string().max(255),
  agentId: z.uuid().nullable().optional(),
  key: z.string().min(1).max(200).optional(),
};
export const agentNotificationRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('plan_upgrade_request'),
    ...aboutApplicant,
    plan: z.literal('premium'),
  }),
  z.object({ kind: z.literal('registration'), ...aboutApplicant }),
  z.object({
    kind: z.literal('upload'),
    ...aboutApplicant,
    /** The checklist item's name in English, and in Spanish for agents who read Spanish. */
    documentName: z.string().max(200),
    documentNameEs: z.string().max(200).optional(),
  }),
]);
export type AgentNotificationRequest = z.infer<typeof agentNotificationRequestSchema>;
/** 201 with the new notification's id; 200 with null when nothing was recorded (a repeated key, an erased applicant). */
export const agentNotificationAnswerSchema = z.object({ id: z.uuid().nullable() });
