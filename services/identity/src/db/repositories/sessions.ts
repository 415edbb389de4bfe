import { sql } from 'kysely';
import type { Db } from './accounts';

export type NewSession = { userId: string; expiresAt: Date; idleTimeoutSeconds: number };

export async function insertSession(db: Db, session: NewSession): Promise<string> {
  const { id } = await db
    .insertInto('identity.sessions')
    .values({
      user_id: session.userId,
      expires_at: session.expiresAt,
      idle_timeout_seconds: session.idleTimeoutSeconds,
    })
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
  /** The session is within its absolute end and its idle timeout. */
  session_live: boolean;
  session_expires_at: Date;
};

/** A session is live while not revoked, before its absolute end and not idle too long. */
const sessionLive = sql<boolean>`(s.revoked_at is null and s.expires_at > now()
  and s.last_active_at > now() - make_interval(secs => s.idle_timeout_seconds))`;

export function findRefreshToken(db: Db, hash: string): Promise<RefreshTokenRecord | undefined> {
  return db
    .selectFrom('identity.refresh_tokens as t')
    .innerJoin('identity.sessions as s', 's.id', 't.session_id')
    .select([
      't.id',
      't.session_id',
      's.user_id',
      't.expires_at',
      't.used_at',
      's.revoked_at',
      's.expires_at as session_expires_at',
    ])
    .select(sessionLive.as('session_live'))
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

export type LiveSession = { expires_at: Date };

/** The session when it is live for this user (not revoked, not expired, not idle); else undefined. */
export function findLiveSession(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<LiveSession | undefined> {
  return db
    .selectFrom('identity.sessions as s')
    .select('s.expires_at')
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .where(sessionLive)
    .executeTakeFirst();
}

/** Activity keeps a session from going idle; its absolute end never moves. */
export async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('identity.sessions')
    .set({ last_active_at: new Date() })
    .where('id', '=', sessionId)
    .execute();
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

/** The revocation is written with the outbox row that gets it to Redis, in the caller's transaction. */
async function queueForPublishing(db: Db, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .insertInto('identity.revocation_outbox')
    .values(sessionIds.map((session_id) => ({ session_id })))
    .onConflict((conflict) => conflict.column('session_id').doNothing())
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
  await queueForPublishing(db, [sessionId]);
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
  await queueForPublishing(db, ids);
  return ids;
}

export async function pendingRevocations(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('identity.revocation_outbox')
    .select('session_id')
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.session_id);
}

/** Revocations not yet published to Redis: the outbox's backlog (decision 074). */
export async function countPendingRevocations(db: Db): Promise<number> {
  const row = await db
    .selectFrom('identity.revocation_outbox')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function markRevocationsPublished(
  db: Db,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.deleteFrom('identity.revocation_outbox').where('session_id', 'in', sessionIds).execute();
}
