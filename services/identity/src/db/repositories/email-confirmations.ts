import type { Db } from './accounts';

export async function insertConfirmationToken(
  db: Db,
  token: { userId: string; hash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('identity.email_confirmation_tokens')
    .values({ user_id: token.userId, token_hash: token.hash, expires_at: token.expiresAt })
    .execute();
}

/** Uses an unused, unexpired token (one conditional update: a link works once); answers its user. */
export async function consumeConfirmationToken(db: Db, hash: string): Promise<string | undefined> {
  const row = await db
    .updateTable('identity.email_confirmation_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** A new link replaces the old ones: every unused token of the user stops working. */
export async function retireConfirmationTokens(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('identity.email_confirmation_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
