import type { QueueEvents } from 'bullmq';
import type { Kysely } from 'kysely';
import type { ChatHistoryItem, VisaChatAnswer } from '@nomada/contracts';
import { AppError, REDIS_TIMEOUT_MS, unauthorized, withTimeout } from '@nomada/service-kit';
import { unlessErased } from '../../accounts/erased-users';
import type { MessagingDatabase } from '../../db/schema';
import type { Logger } from '../../queues/logger';
import type { ChatQueue } from './chat-queue';
import { findChatRequest, insertChatRequest, settleUnanswered } from './chat-requests-repository';

export type ChatQuestion = {
  userId: string;
  question: string;
  history: readonly ChatHistoryItem[];
  interfaceLanguage: 'en' | 'es';
};

export type AskAssistant = (question: ChatQuestion) => Promise<VisaChatAnswer>;

/**
 * The HTTP side of the chat queue: stores the question, queues its id and waits for the worker's
 * answer (QueueEvents) for at most `timeoutMs`. The row then says what happened, so an answer that
 * arrived just as the wait gave up, or whose event was missed, is still returned. Never hangs: a
 * worker that failed gives 503 `unavailable` at once, no answer in time gives 503 `chat_timeout`.
 */
export function createAskAssistant({
  db,
  queue,
  events,
  timeoutMs,
  logger,
}: {
  db: Kysely<MessagingDatabase>;
  queue: ChatQueue;
  events: QueueEvents;
  timeoutMs: number;
  logger: Logger;
}): AskAssistant {
  return async (question) => {
    const requestId = await unlessErased(db, question.userId, (trx) =>
      insertChatRequest(trx, question),
    );
    // Asked as the account was being erased: the person no longer exists.
    if (requestId === 'erased') throw unauthorized();
    const started = Date.now();
    let job;
    try {
      job = await withTimeout(
        queue.add('answer', { requestId }, { jobId: requestId }),
        REDIS_TIMEOUT_MS * 2,
        'chat enqueue',
      );
    } catch (error) {
      await settleUnanswered(db, requestId, 'failed', 'queue unavailable');
      logger.warn({ requestId, err: (error as Error).message }, 'chat queue unavailable');
      throw new AppError('unavailable');
    }
    let waitError: unknown;
    try {
      await job.waitUntilFinished(events, timeoutMs);
    } catch (error) {
      waitError = error;
    }
    const row = await findChatRequest(db, requestId);
    // Gone while it was being answered: the account was erased meanwhile.
    if (!row) throw unauthorized();
    if (row.status === 'answered' && row.response !== null) {
      return { response: row.response, sources: row.sources ?? [] };
    }
    if (row.status === 'queued' && Date.now() - started >= timeoutMs) {
      await settleUnanswered(db, requestId, 'expired');
      // A job nobody has started yet is taken back; a running one finds its request expired.
      await job.remove().catch(() => undefined);
      logger.warn({ requestId, timeoutMs }, 'chat answer timed out');
      throw new AppError('chat_timeout');
    }
    await settleUnanswered(db, requestId, 'failed', (waitError as Error | undefined)?.message);
    logger.warn(
      { requestId, status: row.status, err: (waitError as Error | undefined)?.message },
      'chat answer failed',
    );
    throw new AppError('unavailable');
  };
}
