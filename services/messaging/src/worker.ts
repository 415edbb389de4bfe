import {
  createDb,
  createRedis,
  createWorkerRedis,
  migrationDatabaseUrl,
  runWorker,
} from '@nomada/service-kit';
import { startChatWork } from './chat/chat-worker-process';
import { loadMessagingConfig } from './config';
import { migrateDatabase } from './db/migrate';
import type { MessagingDatabase } from './db/schema';
import { startIdempotencyKeyRetention } from './emails/idempotency-key-retention';
import { createMailer } from './mail/create-mailer';
import { emailOutboxSource } from './queues/email-outbox-source';
import { createEmailQueue, enqueueEmails } from './queues/email-queue';
import { createEmailWorker } from './queues/email-worker';
import { startOutboxRelay } from './queues/outbox-relay';
import { registerWorkerMetrics } from './queues/worker-metrics';

/**
 * Queue worker process: delivers emails and relays outbox rows that never reached the queue; answers
 * visa-assistant questions and reminds unread lawyer messages; prunes old idempotency keys.
 */
await runWorker({
  name: 'messaging-worker',
  loadConfig: loadMessagingConfig,
  migrate: (config) => migrateDatabase(migrationDatabaseUrl(config.DATABASE_URL)),
  dependencies: (config) => ({ databaseUrl: config.DATABASE_URL, redisUrl: config.REDIS_URL }),
  async start(config, logger, metrics) {
    const db = createDb<MessagingDatabase>(config.DATABASE_URL, {
      max: config.WORKER_CONCURRENCY + config.CHAT_WORKER_CONCURRENCY + 2,
    });
    const mailer = createMailer(config);
    const queueRedis = createRedis(config.REDIS_URL);
    const workerRedis = createWorkerRedis(config.REDIS_URL);
    const queue = createEmailQueue(queueRedis, {
      redisPrefix: config.REDIS_PREFIX,
      maxAttempts: config.EMAIL_MAX_ATTEMPTS,
      backoffMs: config.EMAIL_BACKOFF_MS,
    });
    const worker = createEmailWorker(
      workerRedis,
      { db, mailer, publicUrl: config.PUBLIC_URL, logger, sendLeaseMs: config.EMAIL_SEND_LEASE_MS },
      { redisPrefix: config.REDIS_PREFIX, concurrency: config.WORKER_CONCURRENCY },
    );
    const relay = startOutboxRelay({
      sources: [emailOutboxSource(db, queue, config.RELAY_MIN_AGE_MS, config.EMAIL_SEND_LEASE_MS)],
      intervalMs: config.RELAY_INTERVAL_MS,
      logger,
    });
    logger.info(
      { delivery: config.keepMail ? `mailbox ${config.MAILBOX_DIR}` : 'smtp' },
      'delivery',
    );
    const chatWork = startChatWork(config, {
      db,
      logger,
      enqueueEmails: (ids) => enqueueEmails(queue, ids),
    });
    const keyRetention = startIdempotencyKeyRetention(db, logger);
    const countedChatQueue = registerWorkerMetrics(metrics, {
      db,
      emailQueue: queue,
      connection: queueRedis,
      redisPrefix: config.REDIS_PREFIX,
    });
    // Jobs in progress finish (or are picked up again by the next worker) before the connections go.
    return [
      ...chatWork,
      relay,
      keyRetention,
      worker,
      queue,
      countedChatQueue,
      { close: () => mailer.close() },
      { close: () => workerRedis.disconnect() },
      { close: () => queueRedis.disconnect() },
      { close: () => db.destroy() },
    ];
  },
});
