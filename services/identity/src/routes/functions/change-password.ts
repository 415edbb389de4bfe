import type { FastifyPluginAsync } from 'fastify';
import { parseBody, requireUser } from '@nomada/service-kit';
import { changePasswordSchema, type SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { updatePasswordHash } from '../../db/repositories/accounts';
import { setSessionCookies } from '../../sessions/cookies';
import { currentAccount } from '../../sessions/current-account';

/**
 * Changes the password and signs out every session, the caller's included; the caller gets a fresh
 * session, so only cookies issued after the change work.
 */
export const changePasswordRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, passwords, sessions, secureCookies } = deps;

  app.post(
    '/functions/change-password',
    { preHandler: requireUser },
    async (request, reply): Promise<SuccessBody> => {
      const { account } = await currentAccount(request, deps);
      const { newPassword } = parseBody(changePasswordSchema, request.body);
      const passwordHash = await passwords.hash(newPassword);

      const { revoked, issued } = await db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, account.id, passwordHash);
        const revoked = await sessions.revokeAllInTransaction(trx, account.id, 'password-change');
        const issued = await sessions.begin(trx, account);
        return { revoked, issued };
      });
      await sessions.publishRevocations(revoked);
      setSessionCookies(reply, issued, secureCookies);
      return { success: true };
    },
  );
};
