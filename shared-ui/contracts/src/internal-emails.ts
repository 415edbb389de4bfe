import type { Language } from './validation/messages';

/**
 * Parameters of each email other services ask messaging to send (`POST /internal/emails`).
 * Messaging refuses parameters a template does not list, so personal data no email shows never
 * reaches the outbox.
 */
export type InternalEmailParams = {
  'password-reset': { resetUrl: string; firstName: string };
  'registration-received': { firstName: string };
  'registration-approved': { firstName?: string };
  'registration-rejected': { reason: string; firstName?: string };
  'document-approved': { documentName: string; firstName?: string };
  'document-rejected': { documentName: string; reason: string; firstName?: string };
};

export type InternalEmailTemplate = keyof InternalEmailParams;

/** The body of messaging's `POST /internal/emails`; it answers 202 `{id}` once the email is stored. */
export type InternalEmailRequest = {
  [T in InternalEmailTemplate]: {
    template: T;
    to: string;
    language: Language;
    params: InternalEmailParams[T];
  };
}[InternalEmailTemplate];
