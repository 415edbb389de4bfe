import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiRoute } from '@nomada/service-kit';
import type { SessionPayload } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { sessionPayload, SIGNED_OUT } from '../../accounts/present';
import { findAccountById } from '../../db/repositories/accounts';
import { clearSessionCookies, setSessionCookies } from '../../sessions/cookies';

/** An access token with less than this left is renewed, so an open tab never drops its session. */
const RENEW_WHEN_LEFT_MS = 5 * 60 * 1000;

/**
 * Who is signed in. Marks the session active (its idle timeout restarts). Only the refresh cookie
 * renews anything, and only by rotation: when the access cookie is close to expiry or gone, the
 * refresh token is traded for a new pair. An access token alone is never renewed, so a stolen one
 * dies with its 15 minutes and every renewal passes the refresh-reuse check.
 */
export const authSessionRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, sessions, cookies } = deps;

  /** The payload of the new pair; `reused` when the token was stolen (its session is now revoked). */
  async function rotate(
    refreshToken: string,
    reply: FastifyReply,
  ): Promise<SessionPayload | 'reused' | undefined> {
    const result = await sessions.rotate(refreshToken);
    if (result.status === 'reused') return 'reused';
    if (result.status !== 'rotated') return undefined;
    setSessionCookies(reply, result.issued, cookies);
    return sessionPayload(result.account, result.issued.access.expiresAt);
  }

  apiRoute(app, 'auth-session', async (request, reply): Promise<SessionPayload> => {
    const refreshToken = request.cookies[cookies.names.refresh];
    const claims = await request.authenticate();
    if (claims) {
      const [account, live] = await Promise.all([
        findAccountById(db, claims.sub),
        sessions.resume(claims),
      ]);
      if (account && live) {
        const expiresAt = sessions.accessExpiry(request.cookies[cookies.names.access] ?? '');
        const renewalDue = expiresAt.getTime() - Date.now() < RENEW_WHEN_LEFT_MS;
        const renewed = renewalDue && refreshToken ? await rotate(refreshToken, reply) : undefined;
        // Without a usable refresh token the access token keeps its last minutes, then the tab
        // signs out; a replayed one has just revoked this session.
        if (renewed !== 'reused') return renewed ?? sessionPayload(account, expiresAt);
      }
    }

    const rotated = refreshToken && claims === null ? await rotate(refreshToken, reply) : undefined;
    if (rotated && rotated !== 'reused') return rotated;
    if (request.cookies[cookies.names.access] || refreshToken) clearSessionCookies(reply, cookies);
    return SIGNED_OUT;
  });
};
