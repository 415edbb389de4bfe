import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { createServiceApp } from '@nomada/service-kit';
import { createDocumentsClient } from './clients/documents-client';
import { createIdentityClient } from './clients/identity-client';
import { createMessagingClient } from './clients/messaging-client';
import type { ReviewConfig } from './config';
import type { ReviewDatabase } from './db/schema';
import type { ReviewDeps } from './deps';
import { createEmailRelay, type EmailRelay } from './emails/email-relay';
import { reviewRoutes } from './routes/index';

export type AppOverrides = {
  db?: Kysely<ReviewDatabase>;
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
};

export type ReviewApp = FastifyInstance & { emails: EmailRelay };

/**
 * The review service: the agents' dashboard data and actions. Decisions are applied by the services
 * that own the data (identity, documents), recorded here in the audit trail, and emailed to the
 * applicant through messaging by the outbox relay, which runs while the app is up.
 */
export async function buildApp(
  config: ReviewConfig,
  overrides: AppOverrides = {},
): Promise<ReviewApp> {
  const { app, db } = await createServiceApp<ReviewDatabase>('review', config, overrides);
  const endpoint = (name: string, baseUrl: string) => ({
    name,
    baseUrl,
    sessionSecret: config.SESSION_SECRET,
  });
  const identity = createIdentityClient(endpoint('identity', config.IDENTITY_URL));
  const emails = createEmailRelay({
    db,
    identity,
    messaging: createMessagingClient(endpoint('messaging', config.MESSAGING_URL)),
    log: app.log,
    intervalMs: config.EMAIL_RELAY_INTERVAL_MS,
    retryBaseMs: config.EMAIL_RETRY_BASE_MS,
    retryMaxMs: config.EMAIL_RETRY_MAX_MS,
  });
  app.addHook('onReady', async () => emails.start());
  // Before the database pool closes (onClose): the pass under way still needs it.
  app.addHook('preClose', () => emails.close());

  const deps: ReviewDeps = {
    config,
    db,
    identity,
    documents: createDocumentsClient(endpoint('documents', config.DOCUMENTS_URL)),
    emails,
  };
  await app.register(reviewRoutes, deps);
  return Object.assign(app, { emails });
}
