import type { FastifyBaseLogger } from 'fastify';
import type { JWT } from '@fastify/jwt';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { AppError, REDIS_TIMEOUT_MS, withTimeout, type AccessClaims } from '@nomada/service-kit';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '@nomada/contracts';
import type { SessionPolicy } from '../config';
import type { Database } from '../db/schema';
import { findAccountById, type Account, type Db } from '../db/repositories/accounts';
import {
  findLiveSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from '../db/repositories/sessions';
import { newOpaqueToken, tokenHash } from '../security/tokens';
import type { RevocationPublisher } from './revocations';

export type AccessToken = { token: string; expiresAt: Date };
export type IssuedSession = {
  sessionId: string;
  access: AccessToken;
  /** Absent when only the access token was renewed (the refresh cookie stays as it is). */
  refreshToken?: string;
  /** When the session ends whatever happens: the cookies' lifetime. */
  sessionExpiresAt: Date;
};
export type RotationResult =
  | { status: 'rotated'; account: Account; issued: IssuedSession }
  | { status: 'reused' }
  | { status: 'invalid' };

/**
 * Two tabs opening at once after the access token expired both present the same refresh token.
 * A second presentation within this window is that race, not theft: it gets a new access token but no
 * refresh token of its own, so the session keeps one chain (the browser's cookie jar already holds
 * the successor from the first answer). Later presentations revoke the session (decision 003).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type SessionManagerOptions = {
  db: Kysely<Database>;
  redis: Redis;
  jwt: JWT;
  log: FastifyBaseLogger;
  policy: SessionPolicy;
  revocations: RevocationPublisher;
};

export type SessionManager = ReturnType<typeof createSessionManager>;

export function createSessionManager({
  db,
  redis,
  jwt,
  log,
  policy,
  revocations,
}: SessionManagerOptions) {
  /** The access token never outlives its session. */
  function signAccess(claims: AccessClaims, sessionExpiresAt: Date): AccessToken {
    const seconds = Math.min(
      ACCESS_TOKEN_TTL_SECONDS,
      Math.floor((sessionExpiresAt.getTime() - Date.now()) / 1000),
    );
    const token = jwt.sign(claims, { expiresIn: Math.max(1, seconds) });
    const { exp } = jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
    return { token, expiresAt: new Date(exp * 1000) };
  }

  async function newRefreshToken(
    executor: Db,
    sessionId: string,
    expiresAt: Date,
  ): Promise<string> {
    const refreshToken = newOpaqueToken();
    await insertRefreshToken(executor, sessionId, tokenHash(refreshToken), expiresAt);
    return refreshToken;
  }

  /**
   * New tokens are issued only while the revocation list answers: a session created while Redis is
   * away could not be signed out everywhere, so sign-in fails closed with 503 instead.
   */
  async function assertRevocable(): Promise<void> {
    try {
      await withTimeout(redis.ping(), REDIS_TIMEOUT_MS, 'revocation list check');
    } catch {
      throw new AppError('unavailable');
    }
  }

  async function revoke(sessionIds: readonly string[], reason: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      for (const id of sessionIds) await revokeSession(trx, id, reason);
    });
    await revocations.publish(sessionIds);
  }

  return {
    signAccess,
    assertRevocable,
    revoke,

    /** When an already verified access token expires. */
    accessExpiry(token: string): Date {
      const decoded = jwt.decode<{ exp?: number }>(token);
      return new Date((decoded?.exp ?? 0) * 1000);
    },

    /** Creates a session inside the caller's transaction; cookies are set once it commits. */
    async begin(executor: Db, account: { id: string; role: Role }): Promise<IssuedSession> {
      const { absoluteSeconds, idleSeconds } = policy[account.role];
      const sessionExpiresAt = new Date(Date.now() + absoluteSeconds * 1000);
      const sessionId = await insertSession(executor, {
        userId: account.id,
        expiresAt: sessionExpiresAt,
        idleTimeoutSeconds: idleSeconds,
      });
      const refreshToken = await newRefreshToken(executor, sessionId, sessionExpiresAt);
      return {
        sessionId,
        refreshToken,
        sessionExpiresAt,
        access: signAccess(
          { sub: account.id, sid: sessionId, role: account.role },
          sessionExpiresAt,
        ),
      };
    },

    /** The live session behind a verified access token, marked active; undefined when it has ended. */
    async resume(claims: AccessClaims): Promise<{ expiresAt: Date } | undefined> {
      const live = await findLiveSession(db, claims.sid, claims.sub);
      if (!live) return undefined;
      await touchSession(db, claims.sid);
      return { expiresAt: live.expires_at };
    },

    /** Trades a refresh token for a new pair; a token seen again after the grace window revokes its session. */
    async rotate(refreshToken: string): Promise<RotationResult> {
      const record = await findRefreshToken(db, tokenHash(refreshToken));
      if (!record) return { status: 'invalid' };
      const usedAgoMs = record.used_at ? Date.now() - record.used_at.getTime() : null;
      if (usedAgoMs !== null && usedAgoMs > REFRESH_REUSE_GRACE_MS) {
        await revoke([record.session_id], 'refresh-token-reuse');
        log.warn(
          { sessionId: record.session_id, userId: record.user_id },
          'refresh token reused; session revoked',
        );
        return { status: 'reused' };
      }
      if (!record.session_live || record.expires_at.getTime() <= Date.now())
        return { status: 'invalid' };
      const account = await findAccountById(db, record.user_id);
      if (!account) return { status: 'invalid' };
      await assertRevocable();

      const refreshed = await db.transaction().execute(async (trx) => {
        // Of two concurrent presentations one marks the token; the other is the two-tab race.
        const first = usedAgoMs === null && (await markRefreshTokenUsed(trx, record.id));
        await touchSession(trx, record.session_id);
        return first
          ? newRefreshToken(trx, record.session_id, record.session_expires_at)
          : undefined;
      });
      const access = signAccess(
        { sub: account.id, sid: record.session_id, role: account.role },
        record.session_expires_at,
      );
      return {
        status: 'rotated',
        account,
        issued: {
          sessionId: record.session_id,
          access,
          refreshToken: refreshed,
          sessionExpiresAt: record.session_expires_at,
        },
      };
    },

    async findRefreshSession(refreshToken: string): Promise<string | undefined> {
      return (await findRefreshToken(db, tokenHash(refreshToken)))?.session_id;
    },

    /** Database half of "sign out everywhere", inside the caller's transaction; publish after commit. */
    revokeAllInTransaction(executor: Db, userId: string, reason: string): Promise<string[]> {
      return revokeUserSessions(executor, userId, reason);
    },

    publishRevocations: (sessionIds: readonly string[]) => revocations.publish(sessionIds),
  };
}
