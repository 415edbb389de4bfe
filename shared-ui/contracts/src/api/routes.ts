import type { z } from 'zod';
import type { ErrorCode } from '../errors/error-codes';
import { contactSubmissionSchema } from '../validation/contact-schemas';
import {
  accountDeleteSchema,
  changePasswordSchema,
  confirmEmailSchema,
  loginSchema,
  totpDisableSchema,
  totpEnableSchema,
  totpSetupSchema,
  recoverSchema,
  resetPasswordSchema,
  signupSchema,
  updateProfileSchema,
} from '../validation/identity-schemas';
import { accountExportSchema, planUpgradeRequestsAnswerSchema } from './account-shapes';
import {
  agentFilingPackRequestSchema,
  familyMemberAddSchema,
  familyMemberAnswerSchema,
  familyMemberRemoveSchema,
} from '../family/family-members';
import {
  agentActionSchema,
  agentDashboardDataSchema,
  agentDashboardRequestSchema,
} from './agent-shapes';
import {
  dashboardDataSchema,
  deleteDocumentFileSchema,
  downloadDocumentAnswerSchema,
  downloadDocumentSchema,
  uploadDocumentAnswerSchema,
  uploadDocumentFieldsSchema,
} from './document-shapes';
import {
  lawyerMessagesAnswerSchema,
  lawyerMessagesSchema,
  lawyerUnreadCountsAnswerSchema,
  markLawyerMessagesReadSchema,
  sendLawyerMessageAnswerSchema,
  sendLawyerMessageSchema,
  visaChatAnswerSchema,
  visaChatSchema,
} from './messaging-shapes';
import {
  agentNotificationsAnswerSchema,
  agentNotificationsRequestSchema,
  markAgentNotificationsReadAnswerSchema,
  markAgentNotificationsReadSchema,
} from './notification-shapes';
import { agentCaseRequestSchema, agentCaseSchema } from './agent-case-shapes';
import { agentCalendarLinkSchema, agentDeadlinesSchema } from './deadline-shapes';
import {
  profileAnswerSchema,
  sessionPayloadSchema,
  successSchema,
  totpEnableAnswerSchema,
  totpSetupAnswerSchema,
} from './session-shapes';

export const API_SERVICES = ['identity', 'documents', 'review', 'messaging'] as const;
export type ApiService = (typeof API_SERVICES)[number];

export type ApiAccess = 'public' | 'signed-in' | 'applicant' | 'premium-applicant' | 'agent';

export type ApiRoute = {
  method: 'POST' | 'GET';
  path: string;
  service: ApiService;
  summary: string;
  access: ApiAccess;
  /** JSON body (or the fields of a multipart body); null when the call takes none. */
  body: z.ZodType | null;
  multipart?: true;
  /** Largest body the service reads for this call, in bytes; larger ones are a 413. */
  bodyLimit: number;
  success: { status: 200 | 201; schema: z.ZodType | null; contentType?: string };
  /** Error codes the call can answer, by status (beyond the ones every call can give). */
  errors: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429 | 503, readonly ErrorCode[]>>;
};

const KB = 1024;
/** Identity's bodies are a few fields: 16 KB is far above any real one. */
const IDENTITY_BODY_LIMIT = 16 * KB;
/** A 5,000-character message in multi-byte UTF-8 and the other fields fit easily. */
export const CONTACT_BODY_LIMIT = 32 * KB;
/** The largest upload limit of a required document plus the multipart envelope. */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * KB + 64 * KB;

const validation: readonly ErrorCode[] = ['invalid_request'];

/**
 * Every public call of the HTTP contract: where it goes, who may make it, what it takes and answers. The gateway
 * routes by it, services register their routes from it, the OpenAPI document and the fuzz suite are
 * generated from it, and a test fails when a service serves a public route that is not listed here.
 */
export const API_ROUTES = {
  'auth-session': {
    method: 'POST',
    path: '/functions/auth-session',
    service: 'identity',
    summary: 'Who is signed in; renews the session cookies when they are close to expiry.',
    access: 'public',
    body: null,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: sessionPayloadSchema },
    errors: {},
  },
  'auth-login': {
    method: 'POST',
    path: '/functions/auth-login',
    service: 'identity',
    summary:
      'Signs in with email and password and sets the session cookies. With two-factor sign-in the password opens a challenge (401 `totp_required` and an HttpOnly challenge cookie); the code is then sent with the password again in that challenge, which ends after 5 wrong codes.',
    access: 'public',
    body: loginSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: sessionPayloadSchema },
    errors: {
      400: validation,
      401: ['invalid_credentials', 'totp_required', 'totp_invalid', 'totp_challenge_ended'],
      429: ['login_throttled', 'totp_locked'],
    },
  },
  'auth-signup': {
    method: 'POST',
    path: '/functions/auth-signup',
    service: 'identity',
    summary: 'Registers an applicant (pending review) and signs them in.',
    access: 'public',
    body: signupSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 201, schema: sessionPayloadSchema },
    errors: { 400: [...validation, 'business_coming_soon'], 409: ['email_taken'] },
  },
  'auth-logout': {
    method: 'POST',
    path: '/functions/auth-logout',
    service: 'identity',
    summary: 'Revokes the session server-side and clears the cookies.',
    access: 'public',
    body: null,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: {},
  },
  recover: {
    method: 'POST',
    path: '/auth/recover',
    service: 'identity',
    summary:
      'Emails a single-use password reset link when the account exists; always answers success.',
    access: 'public',
    body: recoverSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: { 400: validation, 429: ['recover_throttled'] },
  },
  'reset-password': {
    method: 'POST',
    path: '/functions/reset-password',
    service: 'identity',
    summary: 'Sets a new password from an emailed link; every session of the account is revoked.',
    access: 'public',
    body: resetPasswordSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: { 400: [...validation, 'reset_link_invalid'] },
  },
  'change-password': {
    method: 'POST',
    path: '/functions/change-password',
    service: 'identity',
    summary: 'Changes the password after checking the current one; other sessions are revoked.',
    access: 'signed-in',
    body: changePasswordSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: {
      400: [...validation, 'current_password_incorrect'],
      401: ['unauthorized'],
      429: ['login_throttled'],
    },
  },
  'update-profile': {
    method: 'POST',
    path: '/functions/update-profile',
    service: 'identity',
    summary:
      "Saves any of the names, an applicant's contact details and situation, and the language of emails; the email cannot be changed.",
    access: 'signed-in',
    body: updateProfileSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: profileAnswerSchema },
    errors: { 400: [...validation, 'email_unchangeable'], 401: ['unauthorized'] },
  },
  'resend-confirmation': {
    method: 'POST',
    path: '/functions/resend-confirmation',
    service: 'identity',
    summary:
      'Emails a new confirmation link to the signed-in applicant; the previous links stop working. At most 3 an hour.',
    access: 'applicant',
    body: null,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      409: ['already_confirmed'],
      429: ['confirmation_throttled'],
    },
  },
  'account-export': {
    method: 'POST',
    path: '/functions/account-export',
    service: 'identity',
    summary:
      'Everything kept about the signed-in applicant as one JSON download (GDPR art. 15 and 20); documents as signed links valid 5 minutes.',
    access: 'applicant',
    body: null,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: accountExportSchema },
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  },
  'account-delete': {
    method: 'POST',
    path: '/functions/account-delete',
    service: 'identity',
    summary:
      'Erases the signed-in applicant (GDPR art. 17): sessions revoked at once, files removed, decisions pseudonymised; a confirmation email is sent first.',
    access: 'applicant',
    body: accountDeleteSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: {
      400: [...validation, 'current_password_incorrect'],
      401: ['unauthorized'],
      403: ['forbidden'],
      429: ['login_throttled'],
    },
  },
  'request-plan-upgrade': {
    method: 'POST',
    path: '/functions/request-plan-upgrade',
    service: 'identity',
    summary:
      'A basic applicant asks for premium; agents approve it once paid (agent-actions approvePlanUpgrade).',
    access: 'applicant',
    body: null,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 201, schema: successSchema },
    errors: {
      401: ['unauthorized'],
      403: ['forbidden'],
      409: ['already_premium', 'already_requested'],
    },
  },
  'plan-upgrade-requests': {
    method: 'POST',
    path: '/functions/plan-upgrade-requests',
    service: 'identity',
    summary: 'Applicants waiting for an agent to approve premium, oldest request first.',
    access: 'agent',
    body: null,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: planUpgradeRequestsAnswerSchema },
    errors: { 401: ['unauthorized'], 403: ['forbidden'] },
  },
  'confirm-email': {
    method: 'POST',
    path: '/functions/confirm-email',
    service: 'identity',
    summary: 'Marks the email confirmed from the link of the signup email (single use, 7 days).',
    access: 'public',
    body: confirmEmailSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: { 400: [...validation, 'email_confirmation_invalid'] },
  },
  'totp-setup': {
    method: 'POST',
    path: '/functions/totp-setup',
    service: 'identity',
    summary:
      'Starts two-factor enrolment for an agent after checking the current password (and, when two-factor sign-in is on, a code of the current factor): a new secret as a QR code and as text.',
    access: 'agent',
    body: totpSetupSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: totpSetupAnswerSchema },
    errors: {
      400: [...validation, 'current_password_incorrect', 'totp_required', 'totp_invalid'],
      401: ['unauthorized'],
      403: ['forbidden'],
      429: ['login_throttled', 'totp_locked'],
    },
  },
  'totp-enable': {
    method: 'POST',
    path: '/functions/totp-enable',
    service: 'identity',
    summary:
      'Confirms enrolment with a code from the app; answers the recovery codes once. Every session of the agent is signed out and the caller gets a new one.',
    access: 'agent',
    body: totpEnableSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: totpEnableAnswerSchema },
    errors: {
      400: [...validation, 'totp_invalid'],
      401: ['unauthorized'],
      403: ['forbidden'],
      429: ['login_throttled'],
    },
  },
  'totp-disable': {
    method: 'POST',
    path: '/functions/totp-disable',
    service: 'identity',
    summary:
      'Turns two-factor sign-in off after checking the current password and a code (app or recovery code); every session of the agent is signed out and the caller gets a new one.',
    access: 'agent',
    body: totpDisableSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: {
      400: [...validation, 'current_password_incorrect', 'totp_required', 'totp_invalid'],
      401: ['unauthorized'],
      403: ['forbidden'],
      429: ['login_throttled', 'totp_locked'],
    },
  },
  'auth-get-dashboard-data': {
    method: 'POST',
    path: '/functions/auth-get-dashboard-data',
    service: 'documents',
    summary: "The approved applicant's checklist, document stats and assigned agent.",
    access: 'applicant',
    body: null,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: dashboardDataSchema },
    errors: {
      401: ['unauthorized'],
      403: ['forbidden', 'application_pending', 'application_rejected'],
    },
  },
  'auth-upload-document': {
    method: 'POST',
    path: '/functions/auth-upload-document',
    service: 'documents',
    summary:
      'Uploads a file for a required document: replaces its files, or with `append: "true"` adds one (at most 10).',
    access: 'applicant',
    body: uploadDocumentFieldsSchema,
    multipart: true,
    bodyLimit: UPLOAD_BODY_LIMIT,
    success: { status: 201, schema: uploadDocumentAnswerSchema },
    errors: {
      400: [
        ...validation,
        'date_invalid',
        'issued_in_future',
        'expiry_before_issue',
        'file_required',
        'file_too_large',
        'file_type_invalid',
        'not_multipart',
        'too_many_parts',
      ],
      401: ['unauthorized'],
      403: ['forbidden', 'application_pending', 'application_rejected'],
      404: ['not_found'],
      409: ['document_already_processed', 'too_many_files'],
    },
  },
  'family-member-add': {
    method: 'POST',
    path: '/functions/family-member-add',
    service: 'documents',
    summary:
      "Adds a family member who comes with the applicant (one spouse or partner, children, dependent parents; at most 8); the member's papers join the applicant's checklist.",
    access: 'applicant',
    body: familyMemberAddSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 201, schema: familyMemberAnswerSchema },
    errors: {
      400: [
        ...validation,
        'family_relation_invalid',
        'first_name_length',
        'last_name_length',
        'date_invalid',
        'born_in_future',
        'nationality_required',
        'text_too_long',
        'adult_child_not_dependent',
        'parent_not_dependent',
        'family_partner_exists',
        'family_full',
      ],
      401: ['unauthorized'],
      403: ['forbidden', 'application_pending', 'application_rejected'],
    },
  },
  'agent-filing-pack': {
    method: 'POST',
    path: '/functions/agent-filing-pack',
    service: 'documents',
    summary:
      "The assigned agent's ZIP to file the case: an index PDF, then every approved paper of the applicant and the family as PDF (images converted, Word files as uploaded), numbered in the authority's order.",
    access: 'agent',
    body: agentFilingPackRequestSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: null, contentType: 'application/zip' },
    errors: {
      400: validation,
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['not_found'],
      409: ['case_not_ready'],
    },
  },
  'family-member-remove': {
    method: 'POST',
    path: '/functions/family-member-remove',
    service: 'documents',
    summary:
      'Removes a family member while the application is not filed, with their papers and files (storage too).',
    access: 'applicant',
    body: familyMemberRemoveSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: {
      400: validation,
      401: ['unauthorized'],
      403: ['forbidden', 'application_pending', 'application_rejected'],
      404: ['not_found'],
      409: ['case_already_submitted'],
    },
  },
  'delete-document-file': {
    method: 'POST',
    path: '/functions/delete-document-file',
    service: 'documents',
    summary:
      'Removes one file of a checklist item not yet approved (from storage too); an item left without files is pending again.',
    access: 'applicant',
    body: deleteDocumentFileSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: {
      400: validation,
      401: ['unauthorized'],
      403: ['forbidden', 'application_pending', 'application_rejected'],
      404: ['not_found'],
      409: ['document_already_processed'],
    },
  },
  'download-document': {
    method: 'POST',
    path: '/functions/download-document',
    service: 'documents',
    summary: 'A same-origin download URL for one file, valid 5 minutes.',
    access: 'signed-in',
    body: downloadDocumentSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: downloadDocumentAnswerSchema },
    errors: { 400: validation, 401: ['unauthorized'], 404: ['not_found'] },
  },
  'agent-dashboard-data': {
    method: 'POST',
    path: '/functions/agent-dashboard-data',
    service: 'review',
    summary:
      "Everything the agent dashboard shows: the cards' counts and one page of each list (documents to review, registrations, assignments), each list paged and searched by name or email on its own.",
    access: 'agent',
    body: agentDashboardRequestSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: agentDashboardDataSchema },
    errors: { 400: [...validation, 'text_too_long'], 401: ['unauthorized'], 403: ['forbidden'] },
  },
  'agent-actions': {
    method: 'POST',
    path: '/functions/agent-actions',
    service: 'review',
    summary:
      "Approve or reject documents and registrations, start a review, assign or unassign, approve a plan upgrade, move an assigned applicant's case to its next stage (with a request's documents and the legal deadlines it starts), mark one of its deadlines done.",
    access: 'agent',
    body: agentActionSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: {
      400: [
        ...validation,
        'unknown_action',
        'rejection_reason_required',
        'text_too_long',
        'case_details_required',
        'date_invalid',
        'event_in_future',
        'too_many_items',
        'item_name_required',
        'valid_until_before_date',
        'holidays_unknown',
        'requirement_status_mismatch',
      ],
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['not_found'],
      409: [
        'deadline_not_open',
        'already_decided',
        'already_assigned',
        'not_assigned',
        'document_already_processed',
        'document_changed',
        'stage_not_allowed',
        'already_premium',
        'upgrade_not_requested',
      ],
    },
  },
  'send-contact-email': {
    method: 'POST',
    path: '/functions/send-contact-email',
    service: 'messaging',
    summary: 'Stores a contact or interest form submission; the team and the sender are emailed.',
    access: 'public',
    body: contactSubmissionSchema,
    bodyLimit: CONTACT_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: { 400: validation, 429: ['contact_throttled'] },
  },
  'notify-contact': {
    method: 'POST',
    path: '/functions/notify-contact',
    service: 'messaging',
    summary: 'Records an internal notification of a contact submission for agents.',
    access: 'public',
    body: contactSubmissionSchema,
    bodyLimit: CONTACT_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: { 400: validation, 429: ['contact_throttled'] },
  },
  'visa-chat': {
    method: 'POST',
    path: '/functions/visa-chat',
    service: 'messaging',
    summary:
      "The visa assistant's answer to a question, with the sources of its facts, served through the chat queue.",
    access: 'premium-applicant',
    body: visaChatSchema,
    bodyLimit: 256 * KB,
    success: { status: 200, schema: visaChatAnswerSchema },
    errors: {
      400: [...validation, 'chat_message_required', 'chat_message_too_long'],
      401: ['unauthorized'],
      403: ['forbidden', 'premium_required', 'application_rejected'],
      429: ['rate_limited'],
      503: ['unavailable', 'chat_timeout'],
    },
  },
  'lawyer-messages': {
    method: 'POST',
    path: '/functions/lawyer-messages',
    service: 'messaging',
    summary:
      'The conversation between a premium applicant and their assigned agent, with how many messages the caller has not read.',
    access: 'signed-in',
    body: lawyerMessagesSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: lawyerMessagesAnswerSchema },
    errors: { 400: validation, 401: ['unauthorized'], 404: ['not_found'] },
  },
  'send-lawyer-message': {
    method: 'POST',
    path: '/functions/send-lawyer-message',
    service: 'messaging',
    summary: 'Writes to the conversation between a premium applicant and their assigned agent.',
    access: 'signed-in',
    body: sendLawyerMessageSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 201, schema: sendLawyerMessageAnswerSchema },
    errors: {
      400: [...validation, 'chat_message_required', 'chat_message_too_long'],
      401: ['unauthorized'],
      404: ['not_found'],
      429: ['rate_limited'],
    },
  },
  'mark-lawyer-messages-read': {
    method: 'POST',
    path: '/functions/mark-lawyer-messages-read',
    service: 'messaging',
    summary: "Marks the other side's messages of the conversation as read by the caller.",
    access: 'signed-in',
    body: markLawyerMessagesReadSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: successSchema },
    errors: { 400: validation, 401: ['unauthorized'], 404: ['not_found'] },
  },
  'agent-deadlines': {
    method: 'POST',
    path: '/functions/agent-deadlines',
    service: 'review',
    summary:
      "Every open legal deadline of the calling agent's applicants, soonest (and overdue) first, with what a request still misses, and the counts the dashboard shows.",
    access: 'agent',
    body: null,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: agentDeadlinesSchema },
    errors: { 400: validation, 401: ['unauthorized'], 403: ['forbidden'] },
  },
  'agent-calendar-link': {
    method: 'POST',
    path: '/functions/agent-calendar-link',
    service: 'review',
    summary:
      "A new secret address of an iCalendar feed of the agent's open deadlines (GET, no cookie, text/calendar); the previous address stops working.",
    access: 'agent',
    body: null,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: agentCalendarLinkSchema },
    errors: { 400: validation, 401: ['unauthorized'], 403: ['forbidden'] },
  },
  'agent-case': {
    method: 'POST',
    path: '/functions/agent-case',
    service: 'review',
    summary:
      "One applicant's whole case for an agent: profile, stage and timeline, every checklist item with its files and decisions, the audit trail, the assigned agent and any plan upgrade request.",
    access: 'agent',
    body: agentCaseRequestSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: agentCaseSchema },
    errors: {
      400: validation,
      401: ['unauthorized'],
      403: ['forbidden'],
      404: ['not_found'],
    },
  },
  'agent-notifications': {
    method: 'POST',
    path: '/functions/agent-notifications',
    service: 'messaging',
    summary:
      "The calling agent's notifications, newest first (registrations, uploads, lawyer messages to them, plan upgrade requests, contact forms), with how many are unread.",
    access: 'agent',
    body: agentNotificationsRequestSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: agentNotificationsAnswerSchema },
    errors: { 400: validation, 401: ['unauthorized'], 403: ['forbidden'] },
  },
  'agent-notifications-read': {
    method: 'POST',
    path: '/functions/agent-notifications-read',
    service: 'messaging',
    summary: "Marks some of the calling agent's notifications read (for that agent only).",
    access: 'agent',
    body: markAgentNotificationsReadSchema,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: markAgentNotificationsReadAnswerSchema },
    errors: { 400: validation, 401: ['unauthorized'], 403: ['forbidden'] },
  },
  'lawyer-unread-counts': {
    method: 'POST',
    path: '/functions/lawyer-unread-counts',
    service: 'messaging',
    summary:
      "The caller's conversations with unread messages: the applicant's own, or an agent's assigned applicants'.",
    access: 'signed-in',
    body: null,
    bodyLimit: IDENTITY_BODY_LIMIT,
    success: { status: 200, schema: lawyerUnreadCountsAnswerSchema },
    errors: { 401: ['unauthorized'] },
  },
  'lawyer-messages-stream': {
    method: 'GET',
    path: '/functions/lawyer-messages/stream',
    service: 'messaging',
    summary:
      'Server-Sent Events: one `message` event per new message of the conversation, a comment line every 25 s.',
    access: 'signed-in',
    body: null,
    bodyLimit: 0,
    success: { status: 200, schema: null, contentType: 'text/event-stream' },
    errors: { 400: validation, 401: ['unauthorized'], 404: ['not_found'] },
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof API_ROUTES;

export function apiRoute(name: ApiRouteName): ApiRoute {
  return API_ROUTES[name];
}

export function apiRoutesOf(service: ApiService): [ApiRouteName, ApiRoute][] {
  return (Object.entries(API_ROUTES) as [ApiRouteName, ApiRoute][]).filter(
    ([, route]) => route.service === service,
  );
}

/** Errors any call can answer: the body could not be read, the limit, the service's state. */
export const COMMON_ERRORS: ApiRoute['errors'] = {
  400: ['invalid_json', 'empty_body', 'unsupported_media_type', 'path_refused'],
  403: ['cross_origin_refused'],
  413: ['payload_too_large'],
  429: ['rate_limited'],
  503: ['unavailable'],
};
