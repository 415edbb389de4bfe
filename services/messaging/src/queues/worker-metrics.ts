import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { registerOutboxBacklogs, registerQueueDepth, type Registry } from '@nomada/service-kit';
import { createChatQueue } from '../chat/queue/chat-queue';
import type { MessagingDatabase } from '../db/schema';
import { countUnsentEmails } from '../emails/email-repository';
import type { EmailQueue } from './email-queue';

/**
 * What the messaging worker is behind on (decision 074): the emails and chat queues' jobs by state
 * (KEDA scales the workers on the waiting ones) and the emails written but not yet sent. Answers the
 * chat queue it opened to count, to close on shutdown.
 */
export function registerWorkerMetrics(
  metrics: Registry,
  {
    db,
    emailQueue,
    connection,
    redisPrefix,
  }: {
    db: Kysely<MessagingDatabase>;
    emailQueue: EmailQueue;
    connection: Redis;
    redisPrefix: string;
  },
) {
  const chatQueue = createChatQueue(connection, redisPrefix);
  registerQueueDepth(metrics, [emailQueue, chatQueue]);
  registerOutboxBacklogs(metrics, { emails: () => countUnsentEmails(db) });
  return chatQueue;
}
