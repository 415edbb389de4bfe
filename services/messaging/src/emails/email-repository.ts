import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { EmailRow, MessagingDatabase } from '../db/schema';
import type { SendEmailRequest } from './send-email-request';

type Db = Kysely<MessagingDatabase> | Transaction<MessagingDatabase>;

const LAST_ERROR_MAX = 1000;

export async function insertEmail(
  db: Db,
  request: SendEmailRequest,
  id: string = randomUUID(),
): Promise<string> {
  const row = await db
    .insertInto('messaging.emails')
    .values({
      id,
      template: request.template,
      recipient: request.to,
      language: request.language,
      params: JSON.stringify(request.params),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Stores the email once per idempotency key (decision 064): the key is taken first, so of two
 * requests with one key the second waits for the first and is answered the same email's id.
 */
export async function insertEmailOnce(
  db: Kysely<MessagingDatabase>,
  request: SendEmailRequest,
  idempotencyKey: string,
): Promise<{ id: string; repeated: boolean }> {
  return db.transaction().execute(async (trx) => {
    const emailId = randomUUID();
    const taken = await trx
      .insertInto('messaging.email_idempotency_keys')
      .values({ idempotency_key: idempotencyKey, email_id: emailId })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning('email_id')
      .executeTakeFirst();
    if (!taken) {
      const earlier = await trx
        .selectFrom('messaging.email_idempotency_keys')
        .select('email_id')
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      return { id: earlier.email_id, repeated: true };
    }
    return { id: await insertEmail(trx, request, emailId), repeated: false };
  });
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

/** Commits before any SMTP traffic: from here on, a crash leaves the row `sending` (outcome unknown). */
export async function claimEmail(db: Db, id: string, token: string): Promise<void> {
  await db
    .updateTable('messaging.emails')
    .set({
      status: 'sending',
      claim_token: token,
      claimed_at: sql`now()`,
      attempts: sql`attempts + 1`,
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Only the delivery holding the claim may mark the row sent; it may also turn an "outcome unknown"
 * failure into `sent` when that delivery was merely slow, not dead.
 */
export async function markSent(
  db: Db,
  id: string,
  token: string,
  messageId: string,
  secretKeys: readonly string[],
): Promise<void> {
  await db
    .updateTable('messaging.emails')
    .set({
      status: 'sent',
      sent_at: sql`now()`,
      updated_at: sql`now()`,
      provider_message_id: messageId,
      params: withoutSecrets(secretKeys),
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/**
 * The SMTP server refused or could not be reached: nothing went out, so the row is free again for a
 * retry, or given up (and its secrets wiped) after the last attempt.
 */
export async function releaseClaim(
  db: Db,
  id: string,
  token: string,
  error: string,
  { final, secretKeys }: { final: boolean; secretKeys: readonly string[] },
): Promise<void> {
  await db
    .updateTable('messaging.emails')
    .set({
      status: final ? 'failed' : 'queued',
      claim_token: null,
      claimed_at: null,
      last_error: error.slice(0, LAST_ERROR_MAX),
      updated_at: sql`now()`,
      ...(final ? { params: withoutSecrets(secretKeys) } : {}),
    })
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('status', '=', 'sending')
    .execute();
}

/** An email that can never be sent (unknown template, parameters that do not render). */
export async function markUnrenderable(
  db: Db,
  id: string,
  error: string,
  secretKeys: readonly string[],
): Promise<void> {
  await db
    .updateTable('messaging.emails')
    .set({
      status: 'failed',
      attempts: sql`attempts + 1`,
      last_error: error.slice(0, LAST_ERROR_MAX),
      updated_at: sql`now()`,
      params: withoutSecrets(secretKeys),
    })
    .where('id', '=', id)
    .execute();
}

export const OUTCOME_UNKNOWN_ERROR =
  'Delivery outcome unknown: a worker stopped while sending; not resent automatically';

/**
 * A claim that outlived its lease: the worker died somewhere around the SMTP exchange and the mail
 * may or may not have gone out. Not resending is the price of never sending twice. The claim token
 * stays, so a delivery that was only slow can still mark the row sent.
 */
export async function markOutcomeUnknown(
  db: Db,
  id: string,
  secretKeys: readonly string[],
): Promise<void> {
  await db
    .updateTable('messaging.emails')
    .set({
      status: 'failed',
      last_error: OUTCOME_UNKNOWN_ERROR,
      updated_at: sql`now()`,
      params: withoutSecrets(secretKeys),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Rows the queue may have lost: stored but perhaps never enqueued (Redis down at the time, or
 * restarted empty), and claims left behind by a dead worker (the worker then settles them).
 */
export async function findStaleIds(
  db: Db,
  { minAgeMs, sendLeaseMs }: { minAgeMs: number; sendLeaseMs: number },
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('messaging.emails')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'queued'),
          eb('created_at', '<', sql<Date>`now() - make_interval(secs => ${minAgeMs / 1000})`),
        ]),
        eb.and([
          eb('status', '=', 'sending'),
          eb('claimed_at', '<', sql<Date>`now() - make_interval(secs => ${sendLeaseMs / 1000})`),
        ]),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes a settled email (sent or given up) whose template keeps nothing afterwards. */
export async function forgetSettledEmail(db: Db, id: string): Promise<void> {
  await db
    .deleteFrom('messaging.emails')
    .where('id', '=', id)
    .where('status', 'in', ['sent', 'failed'])
    .execute();
}

/** Emails written and not yet sent (or given up on): the outbox's backlog (decision 074). */
export async function countUnsentEmails(db: Db): Promise<number> {
  const row = await db
    .selectFrom('messaging.emails')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
