import type { Kysely } from 'kysely';
import type { Logger as PinoLogger } from 'pino';
import { createWorkerRedis, type Closable, createIdentityLookup } from '@nomada/service-kit';
import type { MessagingConfig } from '../config';
import type { MessagingDatabase } from '../db/schema';
import { createAssistant } from './assistant/assistant';
import { identityUrlOf } from './chat-config';
import { startChatMaintenance } from './chat-maintenance';
import { loadKnowledge } from './knowledge/load-knowledge';
import { createModelPhraser } from './llm/model-phraser';
import { createChatWorker } from './queue/chat-worker';

/**
 * The chat's part of the messaging worker: the knowledge base (checked now: a broken file stops the
 * worker with its file and line), the chat queue's worker, and the unread-message reminders.
 */
export function startChatWork(
  config: MessagingConfig,
  {
    db,
    logger,
    enqueueEmails,
  }: {
    db: Kysely<MessagingDatabase>;
    logger: PinoLogger;
    enqueueEmails: (emailIds: readonly string[]) => Promise<void>;
  },
): Closable[] {
  const knowledge = loadKnowledge(config.KNOWLEDGE_DIR);
  const phraser =
    config.LLM_BASE_URL && config.LLM_MODEL
      ? createModelPhraser(
          {
            baseUrl: config.LLM_BASE_URL,
            model: config.LLM_MODEL,
            apiKey: config.LLM_API_KEY,
            timeoutMs: config.LLM_TIMEOUT_MS,
          },
          logger,
        )
      : undefined;
  logger.info(
    { facts: knowledge.facts.length, model: phraser ? config.LLM_MODEL : 'none' },
    'visa assistant ready',
  );
  const workerRedis = createWorkerRedis(config.REDIS_URL);
  const worker = createChatWorker(
    workerRedis,
    {
      db,
      assistant: createAssistant(knowledge, phraser),
      logger,
      expireAfterMs: config.CHAT_TIMEOUT_MS,
    },
    {
      redisPrefix: config.REDIS_PREFIX,
      concurrency: config.CHAT_WORKER_CONCURRENCY,
      lockDuration: config.CHAT_LOCK_MS,
      stalledInterval: config.CHAT_STALLED_INTERVAL_MS,
    },
  );
  const maintenance = startChatMaintenance({
    reminder: {
      db,
      directory: createIdentityLookup({
        baseUrl: identityUrlOf(config),
        sessionSecret: config.SESSION_SECRET,
      }),
      waitMs: config.LAWYER_UNREAD_EMAIL_AFTER_MS,
      enqueueEmails,
      logger,
    },
    db,
    sweepMs: config.LAWYER_UNREAD_SWEEP_MS,
    retentionDays: config.CHAT_RETENTION_DAYS,
    logger,
  });
  return [maintenance, worker, { close: () => workerRedis.disconnect() }];
}
