import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, parseBody, unauthorized } from '@nomada/service-kit';
import { loginSchema, type SessionPayload } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { sessionPayload } from '../../accounts/present';
import { findAccountByEmail, updatePasswordHash } from '../../db/repositories/accounts';
import { setSessionCookies } from '../../sessions/cookies';
import { checkSignInFactor } from '../../sessions/second-factor';

export const authLoginRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, passwords, sessions, login, cookies } = deps;

  apiRoute(app, 'auth-login', async (request, reply): Promise<SessionPayload> => {
    const { email, password, totpCode } = parseBody(loginSchema, request.body);
    // Every attempt is counted before its password is checked, so a parallel burst cannot slip
    // more guesses past the limit than the limit itself (decision 006).
    await login.accountAtAddress.consume(`${email}\u0000${request.clientAddress}`);
    await login.address.consume(request.clientAddress);
    await login.account.consume(email);

    const account = await findAccountByEmail(db, email);
    // Unknown emails pay for a hash comparison too, so response time does not reveal which exist.
    const valid = account
      ? await passwords.verify(password, account.password_hash)
      : await passwords.verifyDecoy(password);
    if (!account || !valid) throw unauthorized('invalid_credentials');
    // The password was right: these counters limit password guesses, and the address and account
    // ones failed guesses only (many people signing in from one office must not lock each other
    // out). Codes have counters of their own (decision 015).
    await login.accountAtAddress.reset(`${email}\u0000${request.clientAddress}`);
    await Promise.all([login.address.release(request.clientAddress), login.account.release(email)]);
    await checkSignInFactor(deps, { request, reply }, account, totpCode);
    await sessions.assertRevocable();

    const rehashed = passwords.needsRehash(account.password_hash)
      ? await passwords.hash(password)
      : undefined;
    const issued = await db.transaction().execute(async (trx) => {
      if (rehashed) await updatePasswordHash(trx, account.id, rehashed);
      return sessions.begin(trx, account);
    });
    setSessionCookies(reply, issued, cookies);
    return sessionPayload(account, issued.access.expiresAt);
  });
};
