import type { Kysely, Transaction } from 'kysely';
import { lockPersonExclusive, lockPersonShared } from '@nomada/service-kit';
import type { MessagingDatabase } from '../db/schema';

type Db = Kysely<MessagingDatabase> | Transaction<MessagingDatabase>;

/**
 * Runs `write` (storing a lawyer message or an assistant question of `userId`) unless the person
 * was erased, under their shared lock (the kit's person-lock, decision 031): answers `erased`
 * instead of storing anything for someone who no longer exists.
 */
export async function unlessErased<T>(
  db: Kysely<MessagingDatabase>,
  userId: string,
  write: (trx: Transaction<MessagingDatabase>) => Promise<T>,
): Promise<T | 'erased'> {
  return db.transaction().execute(async (trx) => {
    await lockPersonShared(trx, 'messaging', userId);
    const erased = await trx
      .selectFrom('messaging.erased_users')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return erased ? 'erased' : write(trx);
  });
}

/** Marks the person erased, under their exclusive lock, inside the erasure's transaction. */
export async function markErased(trx: Db, userId: string): Promise<void> {
  await lockPersonExclusive(trx, 'messaging', userId);
  await trx
    .insertInto('messaging.erased_users')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
