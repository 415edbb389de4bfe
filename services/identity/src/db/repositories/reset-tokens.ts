import type { Db } from './accounts';

export async function insertResetToken(
  db: Db,
  token: { userId: string; accessHash: string; refreshHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('identity.password_reset_tokens')
    .values({
      user_id: token.userId,
      access_hash: token.accessHash,
      refresh_hash: token.refreshHash,
      expires_at: token.expiresAt,
    })
    .execute();
}

export type ResetTokenRecord = { id: string; user_id: string; refresh_hash: string };

/** A token that is unused and unexpired, by the hash of its access half. */
export function findUsableResetToken(
  db: Db,
  accessHash: string,
): Promise<ResetTokenRecord | undefined> {
  return db
    .selectFrom('identity.password_reset_tokens')
    .select(['id', 'user_id', 'refresh_hash'])
    .where('access_hash', '=', accessHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Marks this token used, plus every other outstanding link of the user: one reset ends them all. */
export async function consumeResetTokens(
  db: Db,
  tokenId: string,
  userId: string,
): Promise<boolean> {
  const claimed = await db
    .updateTable('identity.password_reset_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (claimed.numUpdatedRows === 0n) return false;
  await db
    .updateTable('identity.password_reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  return true;
}
