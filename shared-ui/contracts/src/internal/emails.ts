import { z } from 'zod';
import type { Language } from '../validation/messages';
import { emailField } from '../validation/fields';

/**
 * Parameters of each email other services ask messaging to send (`POST /internal/emails`).
 * Messaging refuses parameters a template does not list, so personal data no email shows never
 * reaches the outbox.
 */
export type InternalEmailParams = {
  'password-reset': { resetUrl: string; firstName: string };
  'registration-received': { firstName: string; confirmUrl: string };
  /** Sent once when wrong codes lock an agent's two-factor sign-in (its password was right). */
  'two-factor-locked': { firstName: string };
  'registration-approved': { firstName?: string };
  'registration-rejected': { reason: string; firstName?: string };
  'document-approved': { documentName: string; firstName?: string };
  'document-rejected': { documentName: string; reason: string; firstName?: string };
  'email-confirmation': { firstName: string; confirmUrl: string };
  'applicant-assigned': { agentName: string; plan: 'basic' | 'premium'; firstName?: string };
  'plan-upgrade-requested': { firstName?: string };
  'plan-upgraded': { firstName?: string };
  'account-deleted': { firstName?: string };
  /** A case moved to another stage (decision 058); the stage's own details, as text. */
  'case-stage-changed': {
    stage: string;
    authority?: string;
    reference?: string;
    date?: string;
    note?: string;
    outcome?: string;
    /** A request's documents, one per line (decision 081). */
    items?: string;
    /** `YYYY-MM-DD`: answer the request, or appeal the denial, by then. */
    dueOn?: string;
    firstName?: string;
  };
  /** Decision 081: to the assigned agent before an open deadline; texts in the agent's language. */
  'deadline-reminder': {
    applicantName: string;
    deadline: string;
    todo: string;
    dueOn: string;
    daysLeft: string;
    missingItems?: string;
    firstName?: string;
  };
  /** Decision 081: to the applicant while requested documents are missing. */
  'requested-documents-reminder': {
    missingItems: string;
    dueOn: string;
    daysLeft: string;
    firstName?: string;
  };
};

export type InternalEmailTemplate = keyof InternalEmailParams;

/** The body of messaging's `POST /internal/emails`; it answers 202 `{id}` once the email is stored. */
export type InternalEmailRequest = {
  [T in InternalEmailTemplate]: {
    template: T;
    to: string;
    language: Language;
    params: InternalEmailParams[T];
    /**
     * The caller's id for this email (review: its outbox row): messaging stores one email per key
     * and answers a repeated request with the same id, so a retry after a crash sends nothing twice.
     */
    idempotencyKey?: string;
  };
}[InternalEmailTemplate];

/** Messaging's answer once the email row is stored (202). */
export const internalEmailAnswerSchema = z.object({ id: z.uuid() });

export const EMAIL_PARAM_MAX_LENGTH = 2000;

/**
 * The envelope of `POST /internal/emails` as messaging checks it; each template's own parameters
 * (required, optional, URLs) are checked by messaging against the template.
 */
export const internalEmailEnvelopeSchema = z.object({
  template: z.string().min(1).max(100),
  to: emailField,
  language: z.enum(['en', 'es']),
  params: z.record(z.string(), z.string().max(EMAIL_PARAM_MAX_LENGTH)).default({}),
  idempotencyKey: z.uuid().optional(),
});
