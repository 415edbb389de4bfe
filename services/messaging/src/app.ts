import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import {
  authPlugin,
  createDb,
  createRedis,
  errorHandlerPlugin,
  healthPlugin,
  loggerOptions,
  serverTimeouts,
} from '@nomada/service-kit';
import type { MessagingConfig } from './config';
import { contactThrottleRules } from './contact/contact-throttle-rules';
import type { MessagingDatabase } from './db/schema';
import { createEmailQueue, enqueueEmails, type EmailQueue } from './queues/email-queue';
import { contactRoutes } from './routes/contact/contact-routes';
import { devMailboxRoutes } from './routes/dev/mailbox';
import { sendEmailRoute } from './routes/internal/send-email';

export type AppOverrides = {
  db?: Kysely<MessagingDatabase>;
  redis?: Redis;
  /** Replaces the BullMQ enqueue (tests simulate a queue that is down). */
  enqueueEmails?: (emailIds: readonly string[]) => Promise<void>;
};

export async function buildApp(
  config: MessagingConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, 'messaging'),
    ...serverTimeouts,
    // Only the gateway (same host) may say who the client is: x-forwarded-for from anyone else is
    // ignored, so the contact throttles cannot be dodged by forging it.
    trustProxy: 'loopback',
  });
  const db = overrides.db ?? createDb<MessagingDatabase>(config.DATABASE_URL);
  const redis = overrides.redis ?? createRedis(config.REDIS_URL);
  let queue: EmailQueue | undefined;
  let enqueue = overrides.enqueueEmails;
  if (!enqueue) {
    const created = createEmailQueue(redis, {
      redisPrefix: config.REDIS_PREFIX,
      maxAttempts: config.EMAIL_MAX_ATTEMPTS,
      backoffMs: config.EMAIL_BACKOFF_MS,
    });
    queue = created;
    enqueue = (ids) => enqueueEmails(created, ids);
  }

  app.addHook('onClose', async () => {
    await queue?.close();
    if (!overrides.redis) redis.disconnect();
    if (!overrides.db) await db.destroy();
  });

  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, {
    sessionSecret: config.SESSION_SECRET,
    redis,
    redisPrefix: config.REDIS_PREFIX,
  });
  await app.register(healthPlugin, { db: db as Kysely<unknown> });
  await app.register(sendEmailRoute, { db, sessionSecret: config.SESSION_SECRET, enqueue });
  await app.register(contactRoutes, {
    db,
    redis,
    redisPrefix: config.REDIS_PREFIX,
    enqueue,
    teamEmail: config.CONTACT_TEAM_EMAIL,
    rules: contactThrottleRules(config),
  });
  if (config.devMailbox) await app.register(devMailboxRoutes, { mailboxDir: config.MAILBOX_DIR });
  return app;
}
