import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@nomada/contracts';
import { postInternal } from '@nomada/service-kit';

/** The messaging service's `POST /internal/emails` body, for the templates identity sends. */
export type OutboundEmail =
  | {
      template: 'registration-received';
      to: string;
      language: Language;
      params: { firstName: string };
    }
  | {
      template: 'password-reset';
      to: string;
      language: Language;
      params: { resetUrl: string; firstName: string };
    };

export type Mailer = { send(email: OutboundEmail): Promise<void> };

/** Hands emails to messaging, which stores them and sends them from its queue (answers 202 {id}). */
export function createMessagingMailer(messagingUrl: string, sessionSecret: string): Mailer {
  return {
    async send(email) {
      await postInternal<{ id: string }>(messagingUrl, '/internal/emails', email, sessionSecret);
    },
  };
}

/** Emails that must never fail the request that triggered them: failures are logged for operators. */
export async function sendBestEffort(
  mailer: Mailer,
  email: OutboundEmail,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await mailer.send(email);
  } catch (error) {
    log.error({ err: error, template: email.template }, 'could not hand an email to messaging');
  }
}
