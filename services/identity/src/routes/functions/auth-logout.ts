import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, type AccessClaims } from '@nomada/service-kit';
import type { SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { clearSessionCookies } from '../../sessions/cookies';

/**
 * Revokes the caller's session everywhere (database, then Redis) and clears the cookies. Signed out
 * already is fine too. Answers 503 (cookies cleared all the same) when Redis did not take the
 * revocation: other services would still accept the token for a while, so this is no success.
 */
export const authLogoutRoute: FastifyPluginAsync<IdentityDeps> = async (
  app,
  { sessions, cookies },
) => {
  apiRoute(app, 'auth-logout', async (request, reply): Promise<SuccessBody> => {
    // The signature is enough to know which session to end; Redis may be the thing that is down.
    const claims = await request.jwtVerify<AccessClaims>({ onlyCookie: true }).catch(() => null);
    const refreshToken = request.cookies[cookies.names.refresh];
    const sessionIds = new Set<string>();
    if (claims) sessionIds.add(claims.sid);
    if (refreshToken) {
      const fromRefresh = await sessions.findRefreshSession(refreshToken);
      if (fromRefresh) sessionIds.add(fromRefresh);
    }
    clearSessionCookies(reply, cookies);
    await sessions.revoke([...sessionIds], 'logout');
    return { success: true };
  });
};
