import type { FastifyBaseLogger } from 'fastify';
import type { JWT } from '@fastify/jwt';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { revokedSessionKey, type AccessClaims } from '@nomada/service-kit';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type Role } from '@nomada/contracts';
import type { Database } from '../db/schema';
import { findAccountById, type Account, type Db } from '../db/repositories/accounts';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSession,
  revokeUserSessions,
} from '../db/repositories/sessions';
import { newOpaqueToken, tokenHash } from '../security/tokens';

export type AccessToken = { token: string; expiresAt: Date };
export type IssuedSession = { sessionId: string; access: AccessToken; refreshToken: string };
export type RotationResult =
  | { status: 'rotated'; account: Account; issued: IssuedSession }
  | { status: 'reused' }
  | { status: 'invalid' };

/**
 * Two tabs opening at once after the access token expired both present the same refresh token.
 * A second presentation within this window is that race, not theft: it gets a pair of its own.
 * Later presentations revoke the session (docs/decisions/003).
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type SessionManagerOptions = {
  db: Kysely<Database>;
  redis: Redis;
  redisPrefix: string;
  jwt: JWT;
  log: FastifyBaseLogger;
};

export type SessionManager = ReturnType<typeof createSessionManager>;

export function createSessionManager({ db, redis, redisPrefix, jwt, log }: SessionManagerOptions) {
  function signAccess(claims: AccessClaims): AccessToken {
    const token = jwt.sign(claims, { expiresIn: ACCESS_TOKEN_TTL_SECONDS });
    const { exp } = jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
    return { token, expiresAt: new Date(exp * 1000) };
  }

  async function newRefreshToken(executor: Db, sessionId: string): Promise<string> {
    const refreshToken = newOpaqueToken();
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await insertRefreshToken(executor, sessionId, tokenHash(refreshToken), expiresAt);
    return refreshToken;
  }

  /**
   * Writes the Redis entries every service checks, for as long as an access token can live.
   * The database already holds the revocation; a Redis failure is logged, not hidden.
   */
  async function publishRevocations(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    try {
      const pipeline = redis.pipeline();
      for (const id of sessionIds)
        pipeline.set(revokedSessionKey(redisPrefix, id), '1', 'EX', ACCESS_TOKEN_TTL_SECONDS);
      const results = await pipeline.exec();
      const failed = results?.find(([error]) => error);
      if (failed) throw failed[0];
    } catch (error) {
      log.error(
        { err: error, sessions: sessionIds.length },
        'could not publish session revocations to Redis',
      );
    }
  }

  async function revoke(sessionId: string, reason: string): Promise<void> {
    await db.transaction().execute((trx) => revokeSession(trx, sessionId, reason));
    await publishRevocations([sessionId]);
  }

  return {
    signAccess,

    /** When an already verified access token expires. */
    accessExpiry(token: string): Date {
      const decoded = jwt.decode<{ exp?: number }>(token);
      return new Date((decoded?.exp ?? 0) * 1000);
    },
    revoke,

    /** Creates a session inside the caller's transaction; cookies are set once it commits. */
    async begin(executor: Db, account: { id: string; role: Role }): Promise<IssuedSession> {
      const sessionId = await insertSession(executor, account.id);
      const refreshToken = await newRefreshToken(executor, sessionId);
      return {
        sessionId,
        refreshToken,
        access: signAccess({ sub: account.id, sid: sessionId, role: account.role }),
      };
    },

    /** Trades a refresh token for a new pair; a token seen again after the grace window revokes its session. */
    async rotate(refreshToken: string): Promise<RotationResult> {
      const record = await findRefreshToken(db, tokenHash(refreshToken));
      if (!record) return { status: 'invalid' };
      if (record.used_at && Date.now() - record.used_at.getTime() > REFRESH_REUSE_GRACE_MS) {
        await revoke(record.session_id, 'refresh-token-reuse');
        log.warn(
          { sessionId: record.session_id, userId: record.user_id },
          'refresh token reused; session revoked',
        );
        return { status: 'reused' };
      }
      if (record.revoked_at || record.expires_at.getTime() <= Date.now())
        return { status: 'invalid' };
      const account = await findAccountById(db, record.user_id);
      if (!account) return { status: 'invalid' };

      const rotated = await db.transaction().execute(async (trx) => {
        // A concurrent presentation may have marked it a moment ago; within the grace window both proceed.
        await markRefreshTokenUsed(trx, record.id);
        return newRefreshToken(trx, record.session_id);
      });
      const access = signAccess({ sub: account.id, sid: record.session_id, role: account.role });
      return {
        status: 'rotated',
        account,
        issued: { sessionId: record.session_id, access, refreshToken: rotated },
      };
    },

    async findRefreshSession(refreshToken: string): Promise<string | undefined> {
      return (await findRefreshToken(db, tokenHash(refreshToken)))?.session_id;
    },

    /** Database half of "sign out everywhere", inside the caller's transaction; publish after commit. */
    revokeAllInTransaction(executor: Db, userId: string, reason: string): Promise<string[]> {
      return revokeUserSessions(executor, userId, reason);
    },

    publishRevocations,
  };
}
