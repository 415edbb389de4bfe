import { sql, type Kysely, type Transaction } from 'kysely';
import type { EmailRow, MessagingDatabase } from '../db/schema';
import type { SendEmailRequest } from './send-email-request';

type Db = Kysely<MessagingDatabase> | Transaction<MessagingDatabase>;

const LAST_ERROR_MAX = 1000;

export async function insertEmail(db: Db, request: SendEmailRequest): Promise<string> {
  const row = await db
    .insertInto('messaging.emails')
    .values({
      template: request.template,
      recipient: request.to,
      language: request.language,
      params: JSON.stringify(request.params),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findEmail(db: Db, id: string): Promise<EmailRow | undefined> {
  return db.selectFrom('messaging.emails').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row, locked for this transaction; `locked` when another delivery of it is in progress. */
export async function lockEmail(
  trx: Transaction<MessagingDatabase>,
  id: string,
): Promise<EmailRow | 'locked' | null> {
  const row = await trx
    .selectFrom('messaging.emails')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (row) return row;
  return (await findEmail(trx, id)) ? 'locked' : null;
}

/** `params` without the secret keys (jsonb `-` operator). */
const withoutSecrets = (secretKeys: readonly string[]) =>
  secretKeys.length
    ? sql<string>`params - ${sql.val([...secretKeys])}::text[]`
    : sql<string>`params`;

export async function markSent(
  db: Db,
  id: string,
  messageId: string,
  secretKeys: readonly string[],
): Promise<void> {
  await db
    .updateTable('messaging.emails')
    .set({
      status: 'sent',
      sent_at: sql`now()`,
      updated_at: sql`now()`,
      attempts: sql`attempts + 1`,
      provider_message_id: messageId,
      params: withoutSecrets(secretKeys),
    })
    .where('id', '=', id)
    .execute();
}

/** A failed delivery attempt; the final one also gives the email up and wipes its secrets. */
export async function recordFailure(
  db: Db,
  id: string,
  error: string,
  { final, secretKeys }: { final: boolean; secretKeys: readonly string[] },
): Promise<void> {
  await db
    .updateTable('messaging.emails')
    .set({
      attempts: sql`attempts + 1`,
      last_error: error.slice(0, LAST_ERROR_MAX),
      updated_at: sql`now()`,
      ...(final ? { status: 'failed' as const, params: withoutSecrets(secretKeys) } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Rows that were stored but may never have reached the queue (Redis down at the time). */
export async function findStaleQueuedIds(
  db: Db,
  minAgeMs: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('messaging.emails')
    .select('id')
    .where('status', '=', 'queued')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${minAgeMs / 1000})`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
