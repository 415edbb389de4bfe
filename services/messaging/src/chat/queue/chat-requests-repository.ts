import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ChatHistoryItem } from '@nomada/contracts';
import type { MessagingDatabase } from '../../db/schema';
import type { AssistantAnswer } from '../assistant/assistant';
import type { ChatRequestsTable } from '../chat-tables';

type Db = Kysely<MessagingDatabase> | Transaction<MessagingDatabase>;
export type ChatRequestRow = Selectable<ChatRequestsTable>;

const LAST_ERROR_MAX = 500;

export async function insertChatRequest(
  db: Db,
  request: {
    userId: string;
    question: string;
    history: readonly ChatHistoryItem[];
    interfaceLanguage: 'en' | 'es';
  },
): Promise<string> {
  const row = await db
    .insertInto('messaging.chat_requests')
    .values({
      user_id: request.userId,
      question: request.question,
      history: JSON.stringify(request.history),
      interface_language: request.interfaceLanguage,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findChatRequest(db: Db, id: string): Promise<ChatRequestRow | undefined> {
  return db
    .selectFrom('messaging.chat_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Only a request still waiting takes an answer: of two runs of one job, the first one wins. */
export async function markAnswered(db: Db, id: string, answer: AssistantAnswer): Promise<boolean> {
  const result = await db
    .updateTable('messaging.chat_requests')
    .set({
      status: 'answered',
      response: answer.response,
      sources: JSON.stringify(answer.sources),
      language: answer.language,
      outcome: answer.outcome,
      fact_ids: answer.factIds,
      phrased_by: answer.phrasedBy,
      answered_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** `expired`: nobody waits for the answer any more; `failed`: the worker gave up. */
export async function settleUnanswered(
  db: Db,
  id: string,
  status: 'expired' | 'failed',
  lastError?: string,
): Promise<void> {
  await db
    .updateTable('messaging.chat_requests')
    .set({ status, last_error: lastError?.slice(0, LAST_ERROR_MAX) ?? null })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** Questions are personal: they go once they are older than the retention period. */
export async function deleteChatRequestsBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('messaging.chat_requests')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
