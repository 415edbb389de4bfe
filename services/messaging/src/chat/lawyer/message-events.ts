import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import type { LawyerMessage } from '@nomada/contracts';
import { REDIS_TIMEOUT_MS, withTimeout } from '@nomada/service-kit';
import type { MessagingDatabase } from '../../db/schema';
import type { Logger } from '../../queues/logger';
import { findLawyerMessage, toLawyerMessage } from './lawyer-messages-repository';

export type MessageListener = (message: LawyerMessage) => void;

export type MessageEvents = {
  /** Tells every instance that a message of this conversation was stored. */
  publish(applicantId: string, messageId: string): Promise<void>;
  /** Calls `listener` for each new message of the conversation; answers the unsubscribe. */
  subscribe(applicantId: string, listener: MessageListener): Promise<() => void>;
  close(): Promise<void>;
};

/**
 * New lawyer messages across every messaging instance: Redis pub/sub carries only the message id
 * (the text stays in PostgreSQL); each instance subscribes to a conversation while one of its
 * clients streams it, loads the message once and hands it to its local listeners.
 */
export function createMessageEvents({
  publisher,
  subscriber,
  redisPrefix,
  db,
  logger,
}: {
  publisher: Redis;
  /** A connection of its own: once subscribed, a Redis connection can do nothing else. */
  subscriber: Redis;
  redisPrefix: string;
  db: Kysely<MessagingDatabase>;
  logger: Logger;
}): MessageEvents {
  const channelOf = (applicantId: string) => `${redisPrefix}:lawyer-chat:${applicantId}`;
  const listeners = new Map<string, Set<MessageListener>>();

  subscriber.on('message', (channel: string, messageId: string) => {
    const local = listeners.get(channel);
    if (!local?.size) return;
    findLawyerMessage(db, messageId)
      .then((row) => {
        if (!row || channelOf(row.applicant_id) !== channel) return;
        const message = toLawyerMessage(row);
        for (const listener of local) listener(message);
      })
      .catch((error: unknown) =>
        logger.warn({ messageId, err: (error as Error).message }, 'lawyer message event lost'),
      );
  });

  return {
    async publish(applicantId, messageId) {
      await withTimeout(
        publisher.publish(channelOf(applicantId), messageId),
        REDIS_TIMEOUT_MS,
        'lawyer message publish',
      );
    },
    async subscribe(applicantId, listener) {
      const channel = channelOf(applicantId);
      let local = listeners.get(channel);
      if (!local) {
        local = new Set();
        listeners.set(channel, local);
        try {
          await withTimeout(
            subscriber.subscribe(channel),
            REDIS_TIMEOUT_MS,
            'lawyer chat subscribe',
          );
        } catch (error) {
          listeners.delete(channel);
          throw error;
        }
      }
      local.add(listener);
      return () => {
        local.delete(listener);
        if (local.size || listeners.get(channel) !== local) return;
        listeners.delete(channel);
        subscriber.unsubscribe(channel).catch(() => undefined);
      };
    },
    async close() {
      listeners.clear();
      subscriber.disconnect();
    },
  };
}
