import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { createServiceApp, createThrottle, type Throttle } from '@nomada/service-kit';
import { createChatDeps, type ChatOverrides } from './chat/chat-deps';
import type { MessagingConfig } from './config';
import { contactThrottleRules, type ContactThrottleName } from './contact/contact-throttle-rules';
import type { MessagingDatabase } from './db/schema';
import { createEmailQueue, enqueueEmails, type EmailQueue } from './queues/email-queue';
import { chatRoutes } from './routes/chat/chat-routes';
import { contactRoutes } from './routes/contact/contact-routes';
import { devMailboxRoutes } from './routes/dev/mailbox';
import { accountDataRoutes } from './routes/internal/account-data';
import { agentNotificationRoutes } from './routes/notifications/agent-notifications';
import { sendEmailRoute } from './routes/internal/send-email';

export type AppOverrides = {
  db?: Kysely<MessagingDatabase>;
  redis?: Redis;
  /** Replaces the BullMQ enqueue (tests simulate a queue that is down). */
  enqueueEmails?: (emailIds: readonly string[]) => Promise<void>;
} & ChatOverrides;

export async function buildApp(
  config: MessagingConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const { app, db, redis } = await createServiceApp<MessagingDatabase>('messaging', config, {
    db: overrides.db,
    redis: overrides.redis,
  });
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
  });

  const throttleStore = {
    redis,
    redisPrefix: config.REDIS_PREFIX,
    db: db as Kysely<unknown>,
    table: 'messaging.throttle_counters',
    log: app.log,
  };
  const rules = contactThrottleRules(config);
  const throttles = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, createThrottle(throttleStore, rule)]),
  ) as Record<ContactThrottleName, Throttle>;

  await app.register(sendEmailRoute, { db, sessionSecret: config.SESSION_SECRET, enqueue });
  await app.register(accountDataRoutes, {
    db,
    sessionSecret: config.SESSION_SECRET,
    teamEmail: config.CONTACT_TEAM_EMAIL,
    enqueue,
  });
  await app.register(contactRoutes, {
    db,
    throttles,
    enqueue,
    teamEmail: config.CONTACT_TEAM_EMAIL,
  });
  await app.register(agentNotificationRoutes, { db });
  await app.register(chatRoutes, await createChatDeps(app, config, db, redis, overrides));
  if (config.DEV_MAILBOX) await app.register(devMailboxRoutes, { mailboxDir: config.MAILBOX_DIR });
  return app;
}
