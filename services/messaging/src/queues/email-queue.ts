import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

export const EMAIL_QUEUE = 'emails';

/** Job payload: the id of a `messaging.emails` row, never the address or the content. */
export type EmailJobData = { emailId: string };

export type EmailQueueOptions = { redisPrefix: string; maxAttempts: number; backoffMs: number };

export type EmailQueue = Queue<EmailJobData>;

/** BullMQ keys live under the service's REDIS_PREFIX, so test runs and copies never share a queue. */
export const bullPrefix = (redisPrefix: string) => `${redisPrefix}:bull`;

export function createEmailQueue(
  connection: Redis,
  { redisPrefix, maxAttempts, backoffMs }: EmailQueueOptions,
): EmailQueue {
  const queue = new Queue<EmailJobData>(EMAIL_QUEUE, {
    connection,
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: {
      attempts: maxAttempts,
      backoff: { type: 'exponential', delay: backoffMs },
      // The row in PostgreSQL is the record of what happened; finished jobs need not stay in Redis.
      removeOnComplete: true,
      removeOnFail: true,
    },
  });
  // Connection errors repeat on every reconnect; a failed add() rejects and its caller logs it.
  queue.on('error', () => undefined);
  return queue;
}

/** jobId = email id: enqueueing the same email twice (API, then relay) makes one job. */
export async function enqueueEmails(queue: EmailQueue, emailIds: readonly string[]): Promise<void> {
  if (!emailIds.length) return;
  await queue.addBulk(
    emailIds.map((emailId) => ({ name: 'deliver', data: { emailId }, opts: { jobId: emailId } })),
  );
}
