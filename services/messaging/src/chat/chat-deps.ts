import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import {
  createThrottle,
  createWorkerRedis,
  type Throttle,
  createIdentityLookup,
  type IdentityLookup,
} from '@nomada/service-kit';
import type { MessagingConfig } from '../config';
import type { MessagingDatabase } from '../db/schema';
import { identityUrlOf } from './chat-config';
import { createMessageEvents, type MessageEvents } from './lawyer/message-events';
import { createAskAssistant, type AskAssistant } from './queue/ask-assistant';
import { createChatQueue, createChatQueueEvents } from './queue/chat-queue';

/** What the chat routes need, built once in buildApp (identity's style: one object for all routes). */
export type ChatDeps = {
  db: Kysely<MessagingDatabase>;
  directory: IdentityLookup;
  askAssistant: AskAssistant;
  events: MessageEvents;
  throttles: { chat: Throttle; lawyerMessage: Throttle };
  stream: { heartbeatMs: number; recheckMs: number; maxPerUser: number };
  /** Ends every open event stream (the server closes only once they are gone). */
  openStreams: Set<() => void>;
  /** Streams this instance holds open per signed-in user. */
  streamsPerUser: Map<string, number>;
};

export type ChatOverrides = { directory?: IdentityLookup };

export async function createChatDeps(
  app: FastifyInstance,
  config: MessagingConfig,
  db: Kysely<MessagingDatabase>,
  redis: Redis,
  overrides: ChatOverrides = {},
): Promise<ChatDeps> {
  const queue = createChatQueue(redis, config.REDIS_PREFIX);
  const queueEventsRedis = createWorkerRedis(config.REDIS_URL);
  const queueEvents = createChatQueueEvents(queueEventsRedis, config.REDIS_PREFIX);
  const events = createMessageEvents({
    publisher: redis,
    subscriber: createWorkerRedis(config.REDIS_URL),
    redisPrefix: config.REDIS_PREFIX,
    db,
    logger: app.log,
  });
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', async () => {
    await queueEvents.close();
    queueEventsRedis.disconnect();
    await queue.close();
    await events.close();
  });

  const throttleStore = {
    redis,
    redisPrefix: config.REDIS_PREFIX,
    db: db as Kysely<unknown>,
    table: 'messaging.throttle_counters',
    log: app.log,
  };
  return {
    db,
    directory:
      overrides.directory ??
      createIdentityLookup({
        baseUrl: identityUrlOf(config),
        sessionSecret: config.SESSION_SECRET,
      }),
    askAssistant: createAskAssistant({
      db,
      queue,
      events: queueEvents,
      timeoutMs: config.CHAT_TIMEOUT_MS,
      logger: app.log,
    }),
    events,
    throttles: {
      chat: createThrottle(throttleStore, {
        name: 'visa-chat',
        limit: config.CHAT_LIMIT_PER_USER,
        windowSeconds: config.CHAT_LIMIT_WINDOW_SECONDS,
        code: 'rate_limited',
      }),
      lawyerMessage: createThrottle(throttleStore, {
        name: 'lawyer-message',
        limit: config.LAWYER_MESSAGE_LIMIT,
        windowSeconds: config.LAWYER_MESSAGE_WINDOW_SECONDS,
        code: 'rate_limited',
      }),
    },
    stream: {
      heartbeatMs: config.STREAM_HEARTBEAT_MS,
      recheckMs: config.STREAM_RECHECK_MS,
      maxPerUser: config.STREAMS_PER_USER_MAX,
    },
    openStreams,
    streamsPerUser: new Map(),
  };
}
