import type { Kysely } from 'kysely';
import type { MessagingDatabase } from '../../db/schema';
import type { Logger } from '../../queues/logger';
import type { Assistant } from '../assistant/assistant';
import { findChatRequest, markAnswered, settleUnanswered } from './chat-requests-repository';

export type AnswerChatDeps = {
  db: Kysely<MessagingDatabase>;
  assistant: Assistant;
  logger: Logger;
  /** Past this age nobody waits for the answer (the HTTP call has timed out). */
  expireAfterMs: number;
};

export type ChatOutcome = 'answered' | 'already-done' | 'expired' | 'missing';

/**
 * Answers one stored question. Idempotent: a job run twice (a worker died mid-job and another took
 * it over) answers once, and a request already answered, failed or expired is left alone.
 */
export async function answerChatRequest(
  { db, assistant, logger, expireAfterMs }: AnswerChatDeps,
  requestId: string,
  { finalAttempt }: { finalAttempt: boolean },
): Promise<ChatOutcome> {
  const row = await findChatRequest(db, requestId);
  if (!row) return 'missing';
  if (row.status !== 'queued') return 'already-done';
  if (Date.now() - row.created_at.getTime() > expireAfterMs) {
    await settleUnanswered(db, requestId, 'expired');
    return 'expired';
  }
  try {
    const answer = await assistant.answer({
      message: row.question,
      history: row.history,
      fallbackLanguage: row.interface_language,
    });
    await markAnswered(db, requestId, answer);
    logger.info(
      { requestId, outcome: answer.outcome, facts: answer.factIds, phrasedBy: answer.phrasedBy },
      'chat answered',
    );
    return 'answered';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (finalAttempt) await settleUnanswered(db, requestId, 'failed', message);
    logger.warn({ requestId, finalAttempt, err: message }, 'chat answer failed');
    throw error instanceof Error ? error : new Error(message);
  }
}
