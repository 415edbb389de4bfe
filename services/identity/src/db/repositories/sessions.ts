import type { Db } from './accounts';

export async function insertSession(db: Db, userId: string): Promise<string> {
  const { id } = await db
    .insertInto('identity.sessions')
    .values({ user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertRefreshToken(
  db: Db,
  sessionId: string,
  hash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('identity.refresh_tokens')
    .values({ session_id: sessionId, token_hash: hash, expires_at: expiresAt })
    .execute();
}

export type RefreshTokenRecord = {
  id: string;
  session_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
};

export function findRefreshToken(db: Db, hash: string): Promise<RefreshTokenRecord | undefined> {
  return db
    .selectFrom('identity.refresh_tokens as t')
    .innerJoin('identity.sessions as s', 's.id', 't.session_id')
    .select(['t.id', 't.session_id', 's.user_id', 't.expires_at', 't.used_at', 's.revoked_at'])
    .where('t.token_hash', '=', hash)
    .executeTakeFirst();
}

/** Conditional on `used_at is null`: of two concurrent presentations only one can succeed. */
export async function markRefreshTokenUsed(db: Db, tokenId: string): Promise<boolean> {
  const result = await db
    .updateTable('identity.refresh_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function isSessionActive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('identity.sessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

async function retireTokens(db: Db, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .updateTable('identity.refresh_tokens')
    .set({ used_at: new Date() })
    .where('session_id', 'in', sessionIds)
    .where('used_at', 'is', null)
    .execute();
}

/** Revokes one session and every refresh token it holds. */
export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .updateTable('identity.sessions')
    .set({ revoked_at: new Date(), revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await retireTokens(db, [sessionId]);
}

/** Revokes every live session of a user; answers their ids so Redis can refuse their access tokens. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('identity.sessions')
    .set({ revoked_at: new Date(), revoke_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id);
  await retireTokens(db, ids);
  return ids;
}
