import { lockPersonExclusive, lockPersonShared } from '@nomada/service-kit';
import type { Db } from './required-documents';

/** Uploads (shared) against erasure and retention (exclusive): see the kit's person-lock. */
export const lockUploadsOf = (trx: Db, userId: string) =>
  lockPersonShared(trx, 'documents', userId);
export const lockAllOf = (trx: Db, userId: string) => lockPersonExclusive(trx, 'documents', userId);

export async function isErased(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('documents.erased_users')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
