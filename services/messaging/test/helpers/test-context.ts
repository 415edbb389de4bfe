import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createDb, createRedis, createWorkerRedis } from '@nomada/service-kit';
import {
  deleteRedisKeys,
  TEST_CLIENT_ADDRESS_KEY,
  TEST_SESSION_SECRET,
  testRedisPrefix,
  testRedisUrl,
  createTestDatabaseFromTemplate,
} from '@nomada/service-kit/testing';
import { loadMessagingConfig, type MessagingConfig } from '../../src/config';
import type { MessagingDatabase } from '../../src/db/schema';
import { createMailer } from '../../src/mail/create-mailer';
import { createEmailQueue } from '../../src/queues/email-queue';
import { createEmailWorker, type EmailWorkerOptions } from '../../src/queues/email-worker';
import type { Mailer } from '../../src/mail/mailer';

export const silentLogger = pino({ level: 'silent' });

/** A database copied from the migrated template, a Redis prefix and a mailbox folder of this file's own. */
export async function createTestContext(env: Record<string, string> = {}) {
  const database = await createTestDatabaseFromTemplate();
  const prefix = testRedisPrefix();
  const mailboxDir = await mkdtemp(join(tmpdir(), 'nomada-mailbox-'));
  const config: MessagingConfig = loadMessagingConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: prefix,
    SESSION_SECRET: TEST_SESSION_SECRET,
    CLIENT_ADDRESS_KEY: TEST_CLIENT_ADDRESS_KEY,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://nomada.test',
    MAILBOX_DIR: mailboxDir,
    EMAIL_MAX_ATTEMPTS: '3',
    EMAIL_BACKOFF_MS: '100',
    ...env,
  });
  const db = createDb<MessagingDatabase>(database.url, { max: 6 });
  const redis = createRedis(config.REDIS_URL);
  const queue = createEmailQueue(redis, {
    redisPrefix: prefix,
    maxAttempts: config.EMAIL_MAX_ATTEMPTS,
    backoffMs: config.EMAIL_BACKOFF_MS,
  });
  const closers: Array<() => Promise<unknown> | void> = [];

  /** A real BullMQ worker on this file's queue, closed by `close()`. */
  function startWorker(
    workerConfig: MessagingConfig = config,
    {
      mailer = createMailer(workerConfig),
      redisUrl = config.REDIS_URL,
      stalled,
    }: { mailer?: Mailer; redisUrl?: string; stalled?: EmailWorkerOptions['stalled'] } = {},
  ) {
    const workerRedis = createWorkerRedis(redisUrl);
    const worker = createEmailWorker(
      workerRedis,
      {
        db,
        mailer,
        publicUrl: workerConfig.PUBLIC_URL,
        logger: silentLogger,
        sendLeaseMs: workerConfig.EMAIL_SEND_LEASE_MS,
      },
      { redisPrefix: prefix, concurrency: 2, stalled },
    );
    let closed = false;
    closers.push(async () => {
      if (closed) return;
      // A worker whose Redis was restarted under it can wait long for its blocking call: after a
      // while it is closed without waiting, so a test's teardown never hangs.
      await closeWithin(
        10_000,
        () => worker.close(),
        () => worker.close(true),
      );
      mailer.close();
      workerRedis.disconnect();
    });
    /** The process "dies": active jobs are abandoned with their locks, nothing more reaches Redis. */
    async function crash() {
      closed = true;
      await worker.close(true);
      workerRedis.disconnect();
    }
    return Object.assign(worker, { crash });
  }

  async function close() {
    for (const closer of closers.reverse()) await closer();
    await closeWithin(10_000, () => queue.close());
    redis.disconnect();
    await db.destroy();
    await database.drop();
    await deleteRedisKeys(prefix);
    await rm(mailboxDir, { recursive: true, force: true });
  }

  return { config, db, redis, queue, prefix, mailboxDir, startWorker, close };
}

/**
 * Runs `close`, and `otherwise` (or nothing) when it has not finished within `ms`: teardown after a
 * Redis restart must not hang a test file.
 */
export async function closeWithin(
  ms: number,
  close: () => Promise<unknown>,
  otherwise: () => Promise<unknown> = async () => undefined,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const outcome = await Promise.race([close().then(() => 'done' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') await otherwise();
}

/** Polls until `check` returns a value other than undefined/false; generous timeout for loaded machines. */
