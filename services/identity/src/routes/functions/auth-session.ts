import type { FastifyPluginAsync } from 'fastify';
import { apiRoute } from '@nomada/service-kit';
import type { SessionPayload } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { sessionPayload, SIGNED_OUT } from '../../accounts/present';
import { findAccountById } from '../../db/repositories/accounts';
import { clearSessionCookies, setSessionCookies } from '../../sessions/cookies';

/** An access token with less than this left is renewed, so an open tab never drops its session. */
const RENEW_WHEN_LEFT_MS = 5 * 60 * 1000;

/**
 * Who is signed in. Marks the session active (its idle timeout restarts); renews the access cookie
 * when it is close to expiry, or rotates the pair when only the refresh token is left.
 */
export const authSessionRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, sessions, cookies } = deps;

  apiRoute(app, 'auth-session', async (request, reply): Promise<SessionPayload> => {
    const claims = await request.authenticate();
    if (claims) {
      const [account, live] = await Promise.all([
        findAccountById(db, claims.sub),
        sessions.resume(claims),
      ]);
      if (account && live) {
        let expiresAt = sessions.accessExpiry(request.cookies[cookies.names.access] ?? '');
        if (expiresAt.getTime() - Date.now() < RENEW_WHEN_LEFT_MS) {
          const access = sessions.signAccess(
            { sub: account.id, sid: claims.sid, role: account.role },
            live.expiresAt,
          );
          setSessionCookies(reply, { access, sessionExpiresAt: live.expiresAt }, cookies);
          expiresAt = access.expiresAt;
        }
        return sessionPayload(account, expiresAt);
      }
    }

    const refreshToken = request.cookies[cookies.names.refresh];
    if (refreshToken) {
      const result = await sessions.rotate(refreshToken);
      if (result.status === 'rotated') {
        setSessionCookies(reply, result.issued, cookies);
        return sessionPayload(result.account, result.issued.access.expiresAt);
      }
    }
    if (request.cookies[cookies.names.access] || refreshToken) clearSessionCookies(reply, cookies);
    return SIGNED_OUT;
  });
};
