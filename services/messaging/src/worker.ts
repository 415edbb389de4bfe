import { pino } from 'pino';
import { createDb, createRedis, createWorkerRedis, loggerOptions } from '@nomada/service-kit';
import { loadMessagingConfig } from './config';
import { migrateMessaging } from './db/migrate';
import type { MessagingDatabase } from './db/schema';
import { createMailer } from './mail/create-mailer';
import { emailOutboxSource } from './queues/email-outbox-source';
import { createEmailQueue } from './queues/email-queue';
import { createEmailWorker } from './queues/email-worker';
import { startOutboxRelay } from './queues/outbox-relay';

/** Queue worker process: delivers emails and relays outbox rows that never reached the queue. */
const config = loadMessagingConfig();
// loggerOptions is typed for Fastify; its value is a plain pino options object.
const logger = pino(loggerOptions(config.LOG_LEVEL, 'messaging-worker') as pino.LoggerOptions);
const db = createDb<MessagingDatabase>(config.DATABASE_URL, { max: config.WORKER_CONCURRENCY + 1 });
await migrateMessaging(db);

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
  { delivery: config.devMailbox ? `mailbox ${config.MAILBOX_DIR}` : 'smtp' },
  'messaging worker started',
);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  logger.info({ signal }, 'worker shutting down');
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  try {
    await relay.close();
    // Lets the jobs in progress finish; unfinished ones are picked up again by the next worker.
    await worker.close();
    await queue.close();
    mailer.close();
    workerRedis.disconnect();
    queueRedis.disconnect();
    await db.destroy();
    process.exit(0);
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'worker shutdown failed',
    );
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
