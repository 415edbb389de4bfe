import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, badRequest, parseBody, requireUser } from '@nomada/service-kit';
import { changePasswordSchema, type SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { updatePasswordHash } from '../../db/repositories/accounts';
import { currentAccount } from '../../sessions/current-account';
import { changeWithFreshSession } from '../../sessions/fresh-session';

/**
 * Changes the password once the current one is proven (guesses limited like sign-in), and signs out
 * every session, the caller's included; the caller gets a fresh session, so only cookies issued
 * after the change work.
 */
export const changePasswordRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { passwords, passwordCheck } = deps;

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
      const passwordHash = await passwords.hash(newPassword);
      await changeWithFreshSession(deps, reply, account, 'password-change', (trx) =>
        updatePasswordHash(trx, account.id, passwordHash),
      );
      return { success: true };
    },
    { preHandler: requireUser },
  );
};
