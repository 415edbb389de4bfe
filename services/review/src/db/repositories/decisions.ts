import type { DecisionRow, NewDecision } from '../schema';
import type { Db } from './db';

/** Appends one entry to the audit trail; there is no way to change or remove it afterwards. */
export async function insertDecision(db: Db, decision: NewDecision): Promise<DecisionRow> {
  return db
    .insertInto('review.decisions')
    .values(decision)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The audit trail of these applicants, newest first. */
export async function decisionsOfUsers(db: Db, userIds: readonly string[]): Promise<DecisionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('review.decisions')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .orderBy('user_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
