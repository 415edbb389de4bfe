import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, badRequest, parseBody, requireUser } from '@nomada/service-kit';
import { changePasswordSchema, type SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { updatePasswordHash } from '../../db/repositories/accounts';
import { setSessionCookies } from '../../sessions/cookies';
import { currentAccount } from '../../sessions/current-account';

/**
 * Changes the password once the current one is proven (guesses limited like sign-in), and signs out
 * every session, the caller's included; the caller gets a fresh session, so only cookies issued
 * after the change work.
 */
export const changePasswordRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, passwords, sessions, passwordCheck, cookies } = deps;

  apiRoute(
    app,
    'change-password',
    async (request, reply): Promise<SuccessBody> => {
      const { account } = await currentAccount(request, deps);
      const { currentPassword, newPassword } = parseBody(changePasswordSchema, request.body);
      await passwordCheck.consume(account.id);
      if (!(await passwords.verify(currentPassword, account.password_hash))) {
        throw badRequest('current_password_incorrect', {
          fields: { currentPassword: 'Current password is incorrect' },
        });
      }
      await passwordCheck.reset(account.id);
      await sessions.assertRevocable();
      const passwordHash = await passwords.hash(newPassword);

      const { revoked, issued } = await db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, account.id, passwordHash);
        const revoked = await sessions.revokeAllInTransaction(trx, account.id, 'password-change');
        const issued = await sessions.begin(trx, account);
        return { revoked, issued };
      });
      setSessionCookies(reply, issued, cookies);
      await sessions.publishRevocations(revoked);
      return { success: true };
    },
    { preHandler: requireUser },
  );
};
