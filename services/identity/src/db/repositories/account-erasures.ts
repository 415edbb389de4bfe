import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { AccountErasuresTable } from '../schema';
import type { Db } from './accounts';

export type ErasureRow = Selectable<AccountErasuresTable>;
export type ErasureStep = 'revocations' | 'documents' | 'review' | 'messaging';
export const ERASURE_STEPS: readonly ErasureStep[] = [
  'revocations',
  'documents',
  'review',
  'messaging',
];

export type NewErasure = {
  userId: string;
  pseudonym: string;
  email: string;
  names: string[];
  sessionIds: string[];
};

export async function insertErasure(db: Db, erasure: NewErasure): Promise<ErasureRow> {
  return db
    .insertInto('identity.account_erasures')
    .values({
      user_id: erasure.userId,
      pseudonym: erasure.pseudonym,
      email: erasure.email,
      names: erasure.names,
      session_ids: erasure.sessionIds,
      pending: [...ERASURE_STEPS],
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Erasures due now, taken out of other relays' reach for `leaseMs` (another identity instance, or
 * the request that wrote it and is carrying it out right now).
 */
export async function claimDueErasures(
  db: Db,
  { limit, leaseMs, id }: { limit: number; leaseMs: number; id?: string },
): Promise<ErasureRow[]> {
  const due = db
    .selectFrom('identity.account_erasures')
    .select('id')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('next_attempt_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return db
    .updateTable('identity.account_erasures')
    .set({
      next_attempt_at: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      attempts: sql`attempts + 1`,
    })
    .where('id', 'in', id ? due.where('id', '=', id) : due)
    .returningAll()
    .execute();
}

export async function markStepDone(db: Db, id: string, step: ErasureStep): Promise<void> {
  await db
    .updateTable('identity.account_erasures')
    .set({ pending: sql`array_remove(pending, ${step})` })
    .where('id', '=', id)
    .execute();
}

/** Every service has confirmed: nothing of the person (not even this row) remains. */
export async function deleteFinishedErasure(db: Db, id: string): Promise<void> {
  await db
    .deleteFrom('identity.account_erasures')
    .where('id', '=', id)
    .where(sql<boolean>`cardinality(pending) = 0`)
    .execute();
}

export async function rescheduleErasure(
  db: Db,
  id: string,
  { delayMs, error }: { delayMs: number; error: string },
): Promise<void> {
  await db
    .updateTable('identity.account_erasures')
    .set({
      next_attempt_at: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      last_error: error.slice(0, 1000),
    })
    .where('id', '=', id)
    .execute();
}
