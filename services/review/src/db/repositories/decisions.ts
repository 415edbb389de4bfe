import type { DecisionRow } from '../schema';
import type { Db } from './db';

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
