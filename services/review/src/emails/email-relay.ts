import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError, createPeriodicTask, drillFaultPoint, retryDelayMs } from '@nomada/service-kit';
import type { IdentityClient } from '../clients/identity-client';
import type { MessagingClient } from '../clients/messaging-client';
import type { EmailOutboxRow, ReviewDatabase } from '../db/schema';
import {
  claimDueEmails,
  deleteSentEmail,
  markEmailFailed,
  rescheduleEmail,
} from '../db/repositories/email-outbox';
import { decisionEmailRequest } from './decision-email';

export type EmailRelayOptions = {
  db: Kysely<ReviewDatabase>;
  identity: IdentityClient;
  messaging: MessagingClient;
  log: FastifyBaseLogger;
  intervalMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed email stays out of other relays' reach while it is being handed over. */
  leaseMs?: number;
  batchSize?: number;
};

export type EmailRelay = {
  /** Looks for due emails now (after a decision was committed). */
  kick(): void;
  start(): void;
  /** Stops the timer and waits for the pass under way. */
  close(): Promise<void>;
  /** One full pass; resolves once nothing due is left (tests). */
  drain(): Promise<void>;
};

/**
 * Hands decision emails from review's outbox to messaging. A decision never waits for it, and an
 * email messaging cannot take now (down, slow) stays in the outbox and is tried again with a growing
 * delay, so an outage delays the applicant's email but never loses it or undoes the decision.
 */
export function createEmailRelay({
  db,
  identity,
  messaging,
  log,
  intervalMs,
  retryBaseMs,
  retryMaxMs,
  leaseMs = 60_000,
  batchSize = 20,
}: EmailRelayOptions): EmailRelay {
  let closed = false;

  const backoff = { baseMs: retryBaseMs, maxMs: retryMaxMs };

  async function deliver(row: EmailOutboxRow): Promise<void> {
    const context = { emailId: row.id, decisionId: row.decision_id, template: row.template };
    try {
      const applicant = (await identity.lookupUsers([row.user_id])).get(row.user_id);
      if (!applicant) {
        await markEmailFailed(db, row.id, 'applicant not found');
        log.error(context, 'decision email dropped: identity does not know the applicant');
        return;
      }
      // The row's id as idempotency key: a send repeated after a crash stores nothing twice.
      await messaging.sendEmail({
        ...decisionEmailRequest(row, applicant),
        idempotencyKey: row.id,
      });
      drillFaultPoint('review:after-email-handoff');
      await deleteSentEmail(db, row.id);
      log.info(context, 'decision email handed to messaging');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof AppError && error.statusCode === 400) {
        await markEmailFailed(db, row.id, message);
        log.error({ ...context, err: error }, 'decision email refused by messaging');
        return;
      }
      const delayMs = retryDelayMs(row.attempts, backoff);
      await rescheduleEmail(db, row.id, { delayMs, error: message });
      log.warn(
        { ...context, err: error, attempts: row.attempts, retryInMs: delayMs },
        'decision email not handed to messaging; the decision stands and the email will be retried',
      );
    }
  }

  async function pass(): Promise<void> {
    for (;;) {
      const rows = await claimDueEmails(db, { limit: batchSize, leaseMs });
      await Promise.all(rows.map(deliver));
      if (rows.length < batchSize || closed) return;
    }
  }

  const task = createPeriodicTask({
    name: 'decision email relay pass',
    intervalMs,
    runAtStart: true,
    unref: true,
    failureLevel: 'error',
    log,
    run: pass,
  });

  return {
    kick: task.kick,
    start: task.start,
    async close() {
      closed = true;
      await task.close();
    },
    // A pass under way may have missed what was just committed: one more follows it.
    drain: async () => {
      task.kick();
      await task.tick();
    },
  };
}
