import type { FastifyPluginAsync } from 'fastify';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@nomada/service-kit';
import type { SessionPayload } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { sessionPayload, SIGNED_OUT } from '../../accounts/present';
import { findAccountById } from '../../db/repositories/accounts';
import { isSessionActive } from '../../db/repositories/sessions';
import { clearSessionCookies, setAccessCookie, setSessionCookies } from '../../sessions/cookies';

/** An access token with less than this left is renewed, so an open tab never drops its session. */
const RENEW_WHEN_LEFT_MS = 5 * 60 * 1000;

/** Who is signed in; renews the access cookie, or rotates the pair when only the refresh token is left. */
export const authSessionRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, sessions, secureCookies } = deps;

  app.post('/functions/auth-session', async (request, reply): Promise<SessionPayload> => {
    const claims = await request.authenticate();
    if (claims) {
      const [account, active] = await Promise.all([
        findAccountById(db, claims.sub),
        isSessionActive(db, claims.sid, claims.sub),
      ]);
      if (account && active) {
        let expiresAt = sessions.accessExpiry(request.cookies[ACCESS_COOKIE] ?? '');
        if (expiresAt.getTime() - Date.now() < RENEW_WHEN_LEFT_MS) {
          const access = sessions.signAccess({
            sub: account.id,
            sid: claims.sid,
            role: account.role,
          });
          setAccessCookie(reply, access.token, secureCookies);
          expiresAt = access.expiresAt;
        }
        return sessionPayload(account, expiresAt);
      }
    }

    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (refreshToken) {
      const result = await sessions.rotate(refreshToken);
      if (result.status === 'rotated') {
        setSessionCookies(reply, result.issued, secureCookies);
        return sessionPayload(result.account, result.issued.access.expiresAt);
      }
    }
    if (request.cookies[ACCESS_COOKIE] || refreshToken) clearSessionCookies(reply, secureCookies);
    return SIGNED_OUT;
  });
};
