import { sql } from 'kysely';
import type { EmailOutboxRow } from '../schema';
import type { Db } from './db';

/**
 * Takes up to `limit` emails that are due and moves them out of reach for `leaseMs`, so another
 * relay (another instance, or this one's next pass) does not send them at the same time. A relay
 * that dies mid-send leaves its claim to expire, and the email is tried again.
 */
export async function claimDueEmails(
  db: Db,
  { limit, leaseMs, onlyIds }: { limit: number; leaseMs: number; onlyIds?: readonly string[] },
): Promise<EmailOutboxRow[]> {
  if (onlyIds?.length === 0) return [];
  return db
    .updateTable('review.email_outbox')
    .set({
      attempts: sql`attempts + 1`,
      next_attempt_at: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where('id', 'in', (eb) => {
      let due = eb
        .selectFrom('review.email_outbox')
        .select('id')
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', sql<Date>`now()`);
      if (onlyIds) due = due.where('id', 'in', [...onlyIds]);
      return due.orderBy('next_attempt_at').limit(limit).forUpdate().skipLocked();
    })
    .returningAll()
    .execute();
}

/** Decision emails not yet handed to messaging nor given up on: the backlog (decision 074). */
export async function countPendingDecisionEmails(db: Db): Promise<number> {
  const row = await db
    .selectFrom('review.email_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('failed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Messaging has stored the email: it is theirs to deliver now. */
export async function deleteSentEmail(db: Db, id: string): Promise<void> {
  await db.deleteFrom('review.email_outbox').where('id', '=', id).execute();
}

export async function rescheduleEmail(
  db: Db,
  id: string,
  { delayMs, error }: { delayMs: number; error: string },
): Promise<void> {
  await db
    .updateTable('review.email_outbox')
    .set({
      next_attempt_at: sql`now() + ${`${delayMs} milliseconds`}::interval`,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();
}

/** The email can never go out (no such applicant, refused by messaging); kept for operators. */
export async function markEmailFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('review.email_outbox')
    .set({ failed_at: new Date(), last_error: error.slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}
