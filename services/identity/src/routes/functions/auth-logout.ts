import type { FastifyPluginAsync } from 'fastify';
import { REFRESH_COOKIE } from '@nomada/service-kit';
import type { SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { clearSessionCookies } from '../../sessions/cookies';

/** Revokes the caller's session everywhere (database and Redis) and clears the cookies; signed out is fine too. */
export const authLogoutRoute: FastifyPluginAsync<IdentityDeps> = async (
  app,
  { sessions, secureCookies },
) => {
  app.post('/functions/auth-logout', async (request, reply): Promise<SuccessBody> => {
    const claims = await request.authenticate();
    const refreshToken = request.cookies[REFRESH_COOKIE];
    const sessionIds = new Set<string>();
    if (claims) sessionIds.add(claims.sid);
    if (refreshToken) {
      const fromRefresh = await sessions.findRefreshSession(refreshToken);
      if (fromRefresh) sessionIds.add(fromRefresh);
    }
    for (const sessionId of sessionIds) await sessions.revoke(sessionId, 'logout');
    clearSessionCookies(reply, secureCookies);
    return { success: true };
  });
};
