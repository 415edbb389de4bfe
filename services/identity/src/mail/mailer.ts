import type { FastifyBaseLogger } from 'fastify';
import {
  INTERNAL_ROUTES,
  internalEmailAnswerSchema,
  type InternalEmailRequest,
} from '@nomada/contracts';
import { postInternal } from '@nomada/service-kit';

/** What identity asks messaging to send: the shared contract, narrowed to its own templates. */
export type OutboundEmail = Extract<
  InternalEmailRequest,
  {
    template:
      | 'registration-received'
      | 'password-reset'
      | 'two-factor-locked'
      | 'email-confirmation'
      | 'plan-upgrade-requested'
      | 'account-deleted';
  }
>;

export type Mailer = { send(email: OutboundEmail): Promise<void> };

/** Hands emails to messaging, which stores them and sends them from its queue (answers 202 {id}). */
export function createMessagingMailer(messagingUrl: string, sessionSecret: string): Mailer {
  return {
    async send(email) {
      await postInternal({
        baseUrl: messagingUrl,
        path: INTERNAL_ROUTES.messaging.sendEmail,
        body: email,
        sessionSecret,
        answer: internalEmailAnswerSchema,
      });
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
