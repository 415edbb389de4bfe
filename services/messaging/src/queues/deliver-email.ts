import type { Kysely } from 'kysely';
import type { MessagingDatabase } from '../db/schema';
import { lockEmail, markSent, recordFailure } from '../emails/email-repository';
import { renderEmail } from '../emails/render-email';
import { EMAIL_TEMPLATES, isEmailTemplateName } from '../emails/templates';
import type { Mailer } from '../mail/mailer';
import type { Logger } from './logger';

export type DeliverEmailDeps = {
  db: Kysely<MessagingDatabase>;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
};

export type DeliveryOutcome = 'sent' | 'already-done' | 'missing' | 'unrenderable';

/** Another run holds the row (a job may run twice); retrying later finds it sent or free. */
export class EmailBusyError extends Error {
  constructor(emailId: string) {
    super(`email ${emailId} is being delivered by another run`);
    this.name = 'EmailBusyError';
  }
}

/**
 * Sends one stored email at most once: the row stays locked while the message goes out, a second run
 * either waits its turn (EmailBusyError → retry) or finds it already sent and does nothing.
 * A send failure is recorded and rethrown so the queue retries it with backoff.
 */
export async function deliverEmail(
  { db, mailer, publicUrl, logger }: DeliverEmailDeps,
  emailId: string,
  { finalAttempt }: { finalAttempt: boolean },
): Promise<DeliveryOutcome> {
  let sendError: unknown;
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<DeliveryOutcome | 'failed'> => {
      const row = await lockEmail(trx, emailId);
      if (row === 'locked') throw new EmailBusyError(emailId);
      if (!row) return 'missing';
      if (row.status !== 'queued') return 'already-done';

      if (!isEmailTemplateName(row.template)) {
        await recordFailure(trx, emailId, `unknown template ${row.template}`, {
          final: true,
          secretKeys: [],
        });
        return 'unrenderable';
      }
      const { secret } = EMAIL_TEMPLATES[row.template];
      let rendered;
      try {
        rendered = renderEmail(row.template, row.language, row.params, { publicUrl });
      } catch (error) {
        await recordFailure(trx, emailId, describe(error), { final: true, secretKeys: secret });
        return 'unrenderable';
      }

      let messageId: string;
      try {
        ({ messageId } = await mailer.send({ emailId, to: row.recipient, ...rendered }));
      } catch (error) {
        sendError = error;
        await recordFailure(trx, emailId, describe(error), {
          final: finalAttempt,
          secretKeys: secret,
        });
        return 'failed';
      }
      await markSent(trx, emailId, messageId, secret);
      return 'sent';
    });

  if (outcome === 'failed') {
    logger.warn({ emailId, finalAttempt, err: describe(sendError) }, 'email delivery failed');
    throw sendError instanceof Error ? sendError : new Error(describe(sendError));
  }
  if (outcome === 'sent') logger.info({ emailId }, 'email sent');
  else if (outcome !== 'already-done') logger.error({ emailId, outcome }, 'email not deliverable');
  return outcome;
}

/** Error text for the row and the logs: the SMTP reply, never the message or its parameters. */
function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { responseCode?: number }).responseCode;
    return code ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}
