import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { LawyerMessage } from '@nomada/contracts';
import type { MessagingDatabase } from '../../db/schema';
import type { LawyerMessagesTable, LawyerSenderRole } from '../chat-tables';

type Db = Kysely<MessagingDatabase> | Transaction<MessagingDatabase>;
export type LawyerMessageRow = Selectable<LawyerMessagesTable>;

/** How many of the newest messages a conversation shows. */
export const THREAD_LIMIT = 500;

export const otherSide = (role: LawyerSenderRole): LawyerSenderRole =>
  role === 'applicant' ? 'agent' : 'applicant';

/** The API's shape of a message (the HTTP contract ("Messaging")). */
export function toLawyerMessage(row: LawyerMessageRow): LawyerMessage {
  return {
    id: row.id,
    sender_role: row.sender_role,
    text: row.text,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

export function insertLawyerMessage(
  db: Db,
  message: {
    applicantId: string;
    agentId: string;
    senderRole: LawyerSenderRole;
    senderId: string;
    text: string;
  },
): Promise<LawyerMessageRow> {
  return db
    .insertInto('messaging.lawyer_messages')
    .values({
      applicant_id: message.applicantId,
      agent_id: message.agentId,
      sender_role: message.senderRole,
      sender_id: message.senderId,
      text: message.text,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findLawyerMessage(db: Db, id: string): Promise<LawyerMessageRow | undefined> {
  return db
    .selectFrom('messaging.lawyer_messages')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The newest messages of a conversation, oldest first. */
export async function listThread(db: Db, applicantId: string): Promise<LawyerMessageRow[]> {
  const newest = await db
    .selectFrom('messaging.lawyer_messages')
    .selectAll()
    .where('applicant_id', '=', applicantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(THREAD_LIMIT)
    .execute();
  return newest.reverse();
}

/** Messages of the other side the reader has not read. */
export async function countUnread(
  db: Db,
  applicantId: string,
  reader: LawyerSenderRole,
): Promise<{ unread: number; lastMessageAt: Date | null }> {
  const row = await db
    .selectFrom('messaging.lawyer_messages')
    .select((eb) => [eb.fn.countAll<string>().as('unread'), eb.fn.max('created_at').as('last')])
    .where('applicant_id', '=', applicantId)
    .where('sender_role', '=', otherSide(reader))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { unread: Number(row.unread), lastMessageAt: row.last ? new Date(row.last) : null };
}

/** The reader has now seen every message of the other side. */
export async function markThreadRead(
  db: Db,
  applicantId: string,
  reader: LawyerSenderRole,
): Promise<number> {
  const result = await db
    .updateTable('messaging.lawyer_messages')
    .set({ read_at: sql`now()` })
    .where('applicant_id', '=', applicantId)
    .where('sender_role', '=', otherSide(reader))
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Conversations with applicants' messages no agent has read yet (the agents' badges). */
export function unreadFromApplicants(
  db: Db,
): Promise<Array<{ applicant_id: string; unread: string; last: Date }>> {
  return db
    .selectFrom('messaging.lawyer_messages')
    .select((eb) => [
      'applicant_id',
      eb.fn.countAll<string>().as('unread'),
      eb.fn.max('created_at').as('last'),
    ])
    .where('sender_role', '=', 'applicant')
    .where('read_at', 'is', null)
    .groupBy('applicant_id')
    .execute();
}

export type WaitingGroup = {
  applicantId: string;
  senderRole: LawyerSenderRole;
  messageIds: string[];
};

/** Unread, not yet reminded messages older than `before`, grouped by conversation and sender. */
export async function findWaitingMessages(
  db: Db,
  before: Date,
  limit = 500,
): Promise<WaitingGroup[]> {
  const rows = await db
    .selectFrom('messaging.lawyer_messages')
    .select(['id', 'applicant_id', 'sender_role'])
    .where('read_at', 'is', null)
    .where('notified_at', 'is', null)
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  const groups = new Map<string, WaitingGroup>();
  for (const row of rows) {
    const key = `${row.applicant_id}:${row.sender_role}`;
    const group = groups.get(key) ?? {
      applicantId: row.applicant_id,
      senderRole: row.sender_role,
      messageIds: [],
    };
    group.messageIds.push(row.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Marks these messages reminded, if still unread and not reminded (locked, so two sweeps at once
 * remind once); answers the ids it marked.
 */
export async function claimWaitingMessages(
  trx: Transaction<MessagingDatabase>,
  ids: readonly string[],
): Promise<string[]> {
  if (!ids.length) return [];
  const locked = await trx
    .selectFrom('messaging.lawyer_messages')
    .select('id')
    .where('id', 'in', [...ids])
    .where('read_at', 'is', null)
    .where('notified_at', 'is', null)
    .forUpdate()
    .skipLocked()
    .execute();
  const claimed = locked.map((row) => row.id);
  if (claimed.length)
    await trx
      .updateTable('messaging.lawyer_messages')
      .set({ notified_at: sql`now()` })
      .where('id', 'in', claimed)
      .execute();
  return claimed;
}
