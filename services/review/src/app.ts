import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import {
  createServiceApp,
  createThrottle,
  registerOutboxBacklogs,
  type PeriodicTask,
} from '@nomada/service-kit';
import { createDeadlineReminders } from './deadlines/deadline-reminders';
import { createDecisionOwnerClient } from './clients/decision-owner-client';
import { createDocumentsClient } from './clients/documents-client';
import { createIdentityClient } from './clients/identity-client';
import { createMessagingClient } from './clients/messaging-client';
import type { ReviewConfig } from './config';
import { countPendingDecisionEmails } from './db/repositories/email-outbox';
import type { ReviewDatabase } from './db/schema';
import type { ReviewDeps } from './deps';
import { createDecisionRelay, type DecisionRelay } from './decisions/decision-relay';
import { createEmailRelay, type EmailRelay } from './emails/email-relay';
import { reviewRoutes } from './routes/index';

export type AppOverrides = {
  db?: Kysely<ReviewDatabase>;
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
};

export type ReviewApp = FastifyInstance & {
  emails: EmailRelay;
  decisions: DecisionRelay;
  reminders: PeriodicTask<number>;
};

/**
 * The review service: the agents' dashboard data and actions. Decisions are applied by the services
 * that own the data (identity, documents) with a decision event in the same transaction; the
 * decision relay records each here in the audit trail with its email (decision 064), and the email
 * relay hands the email to messaging. Both run while the app is up.
 */
export async function buildApp(
  config: ReviewConfig,
  overrides: AppOverrides = {},
): Promise<ReviewApp> {
  const { app, db, redis } = await createServiceApp<ReviewDatabase>('review', config, overrides);
  registerOutboxBacklogs(app.metrics, { 'decision-emails': () => countPendingDecisionEmails(db) });
  const endpoint = (name: string, baseUrl: string) => ({
    name,
    baseUrl,
    sessionSecret: config.SESSION_SECRET,
  });
  const identity = createIdentityClient(endpoint('identity', config.IDENTITY_URL));
  const documents = createDocumentsClient(endpoint('documents', config.DOCUMENTS_URL));
  const messaging = createMessagingClient(endpoint('messaging', config.MESSAGING_URL));
  const emails = createEmailRelay({
    db,
    identity,
    messaging,
    log: app.log,
    intervalMs: config.EMAIL_RELAY_INTERVAL_MS,
    retryBaseMs: config.EMAIL_RETRY_BASE_MS,
    retryMaxMs: config.EMAIL_RETRY_MAX_MS,
    leaseMs: config.EMAIL_CLAIM_LEASE_MS,
  });
  const decisions = createDecisionRelay({
    db,
    owners: [
      createDecisionOwnerClient(endpoint('identity', config.IDENTITY_URL)),
      createDecisionOwnerClient(endpoint('documents', config.DOCUMENTS_URL)),
    ],
    log: app.log,
    intervalMs: config.DECISION_RELAY_INTERVAL_MS,
    onEmails: () => emails.kick(),
  });
  const reminders = createDeadlineReminders({
    documents,
    identity,
    messaging,
    log: app.log,
    intervalMs: config.DEADLINE_REMINDER_INTERVAL_MS,
    firstRunAfterMs: config.DEADLINE_REMINDER_FIRST_RUN_MS,
  });
  app.addHook('onReady', async () => {
    decisions.start();
    emails.start();
    reminders.start();
  });
  // Before the database pool closes (onClose): the passes under way still need it.
  app.addHook('preClose', async () => {
    await decisions.close();
    await emails.close();
    await reminders.close();
  });

  const deps: ReviewDeps = {
    config,
    db,
    identity,
    documents,
    emails,
    decisions,
    feedThrottle: createThrottle(
      {
        redis,
        redisPrefix: config.REDIS_PREFIX,
        db: db as Kysely<unknown>,
        table: 'review.throttle_counters',
        log: app.log,
      },
      {
        name: 'calendar-feed',
        limit: config.CALENDAR_FEED_LIMIT_PER_HOUR,
        windowSeconds: 3600,
        code: 'rate_limited',
      },
    ),
  };
  await app.register(reviewRoutes, deps);
  return Object.assign(app, { emails, decisions, reminders });
}
