import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MessagingDatabase } from '../db/schema';
import {
  claimEmail,
  forgetSettledEmail,
  lockEmail,
  markOutcomeUnknown,
  markSent,
  markUnrenderable,
  releaseClaim,
} from '../emails/email-repository';
import { renderEmail, type RenderedEmailWithReplyTo } from '../emails/render-email';
import { EMAIL_TEMPLATES, isEmailTemplateName } from '../emails/templates';
import type { Mailer } from '../mail/mailer';
import type { Logger } from './logger';

export type DeliverEmailDeps = {
  db: Kysely<MessagingDatabase>;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  /** How long a claim protects a send in progress before it counts as abandoned. */
  sendLeaseMs: number;
};

export type DeliveryOutcome = 'sent' | 'already-done' | 'missing' | 'unrenderable' | 'unknown';

/** Another run holds the row (a job may run twice); retrying later finds it settled or free. */
export class EmailBusyError extends Error {
  constructor(emailId: string) {
    super(`email ${emailId} is being delivered by another run`);
    this.name = 'EmailBusyError';
  }
}

type Claimed = {
  token: string;
  to: string;
  rendered: RenderedEmailWithReplyTo;
  secret: readonly string[];
  forget: boolean;
};

/**
 * Sends one stored email at most once. The idempotency boundary is the committed claim: before it,
 * a crash leaves the row `queued` and a retry sends it; after it, a crash leaves it `sending`, and
 * once the lease has passed it is settled as "outcome unknown" instead of being sent again (SMTP
 * cannot tell us whether a message whose 250 reply we never recorded went out). A refusal by the
 * SMTP server is certain not to have delivered, so it releases the claim and the queue retries.
 */
export async function deliverEmail(
  deps: DeliverEmailDeps,
  emailId: string,
  { finalAttempt }: { finalAttempt: boolean },
): Promise<DeliveryOutcome> {
  const { db, mailer, logger } = deps;
  const claim = await db.transaction().execute((trx) => claimForDelivery(trx, deps, emailId));
  if (typeof claim === 'string') {
    if (claim === 'unknown') logger.error({ emailId }, 'email delivery outcome unknown');
    else if (claim !== 'already-done')
      logger.error({ emailId, outcome: claim }, 'email not deliverable');
    return claim;
  }

  let messageId: string;
  try {
    ({ messageId } = await mailer.send({ emailId, to: claim.to, ...claim.rendered }));
  } catch (error) {
    await releaseClaim(db, emailId, claim.token, describe(error), {
      final: finalAttempt,
      secretKeys: claim.secret,
    });
    if (finalAttempt && claim.forget) await forgetSettledEmail(db, emailId);
    logger.warn({ emailId, finalAttempt, err: describe(error) }, 'email delivery failed');
    throw error instanceof Error ? error : new Error(describe(error));
  }
  await markSent(db, emailId, claim.token, messageId, claim.secret);
  if (claim.forget) await forgetSettledEmail(db, emailId);
  logger.info({ emailId }, 'email sent');
  return 'sent';
}

async function claimForDelivery(
  trx: Parameters<typeof lockEmail>[0],
  { publicUrl, sendLeaseMs }: DeliverEmailDeps,
  emailId: string,
): Promise<Claimed | DeliveryOutcome> {
  const row = await lockEmail(trx, emailId);
  if (row === 'locked') throw new EmailBusyError(emailId);
  if (!row) return 'missing';
  if (row.status === 'sent' || row.status === 'failed') return 'already-done';
  const template = isEmailTemplateName(row.template) ? EMAIL_TEMPLATES[row.template] : undefined;
  const secret = template?.secret ?? [];

  if (row.status === 'sending') {
    const claimedAt = row.claimed_at?.getTime() ?? 0;
    if (Date.now() - claimedAt < sendLeaseMs) throw new EmailBusyError(emailId);
    await markOutcomeUnknown(trx, emailId, secret);
    return 'unknown';
  }

  let rendered: RenderedEmailWithReplyTo;
  try {
    rendered = renderEmail(row.template, row.language, row.params, { publicUrl });
  } catch (error) {
    await markUnrenderable(trx, emailId, describe(error), secret);
    return 'unrenderable';
  }
  const token = randomUUID();
  await claimEmail(trx, emailId, token);
  return {
    token,
    to: row.recipient,
    rendered,
    secret,
    forget: template?.forgetWhenSettled ?? false,
  };
}

/** Error text for the row and the logs: the SMTP reply, never the message or its parameters. */
function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { responseCode?: number }).responseCode;
    return code ? `${code} ${error.message}` : error.message;
  }
  return String(error);
}
