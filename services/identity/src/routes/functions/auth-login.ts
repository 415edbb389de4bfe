import type { FastifyPluginAsync } from 'fastify';
import { parseBody, unauthorized } from '@nomada/service-kit';
import { loginSchema, type SessionPayload } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { sessionPayload } from '../../accounts/present';
import { findAccountByEmail } from '../../db/repositories/accounts';
import { setSessionCookies } from '../../sessions/cookies';

export const INVALID_CREDENTIALS = 'Invalid credentials';

export const authLoginRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, passwords, sessions, loginThrottle, secureCookies } = deps;

  app.post('/functions/auth-login', async (request, reply): Promise<SessionPayload> => {
    const { email, password } = parseBody(loginSchema, request.body);
    await loginThrottle.assertAllowed(email);

    const account = await findAccountByEmail(db, email);
    // Unknown emails pay for a hash comparison too, so response time does not reveal which exist.
    const valid = account
      ? await passwords.verify(password, account.password_hash)
      : await passwords.verifyDecoy(password);
    if (!account || !valid) {
      await loginThrottle.record(email);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await loginThrottle.clear(email);

    const issued = await db.transaction().execute((trx) => sessions.begin(trx, account));
    setSessionCookies(reply, issued, secureCookies);
    return sessionPayload(account, issued.access.expiresAt);
  });
};
