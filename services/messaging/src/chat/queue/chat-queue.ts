import { Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullPrefix } from '../../queues/email-queue';

export const CHAT_QUEUE = 'chat';

/** Job payload: the id of a `messaging.chat_requests` row; the question stays in PostgreSQL. */
export type ChatJobData = { requestId: string };
export type ChatQueue = Queue<ChatJobData>;

/**
 * A failed answer is tried once more at once: an applicant is waiting. Finished jobs stay a few
 * minutes (they hold only an id) so a caller that checks late still finds how its job ended.
 */
export function createChatQueue(connection: Redis, redisPrefix: string): ChatQueue {
  const queue = new Queue<ChatJobData>(CHAT_QUEUE, {
    connection,
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: {
      attempts: 2,
      backoff: { type: 'fixed', delay: 100 },
      removeOnComplete: { age: 300 },
      removeOnFail: { age: 300 },
    },
  });
  queue.on('error', () => undefined);
  return queue;
}

/** Completion events of the chat queue; needs a connection of its own (it blocks reading a stream). */
export function createChatQueueEvents(connection: Redis, redisPrefix: string): QueueEvents {
  const events = new QueueEvents(CHAT_QUEUE, { connection, prefix: bullPrefix(redisPrefix) });
  events.on('error', () => undefined);
  return events;
}
