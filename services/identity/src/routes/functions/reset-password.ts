import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, badRequest, parseBody, safeEqual } from '@nomada/service-kit';
import { resetPasswordSchema, type SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import {
  findAccountById,
  markEmailConfirmed,
  updatePasswordHash,
} from '../../db/repositories/accounts';
import { consumeResetTokens, findUsableResetToken } from '../../db/repositories/reset-tokens';
import { clearTotpLockNotice } from '../../db/repositories/two-factor';
import { tokenHash } from '../../security/tokens';

const invalidLink = () => badRequest('reset_link_invalid');

/** Sets a new password from an emailed link; the link dies, and so does every session of the account. */
export const resetPasswordRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, passwords, sessions, login, twoFactor } = deps;

  apiRoute(app, 'reset-password', async (request): Promise<SuccessBody> => {
    const input = parseBody(resetPasswordSchema, request.body);
    const token = await findUsableResetToken(db, tokenHash(input.access_token));
    if (!token || !safeEqual(token.refresh_hash, tokenHash(input.refresh_token)))
      throw invalidLink();

    const passwordHash = await passwords.hash(input.password);
    const revoked = await db.transaction().execute(async (trx) => {
      if (!(await consumeResetTokens(trx, token.id, token.user_id))) return null;
      await updatePasswordHash(trx, token.user_id, passwordHash);
      await markEmailConfirmed(trx, token.user_id);
      return sessions.revokeAllInTransaction(trx, token.user_id, 'password-reset');
    });
    if (!revoked) throw invalidLink();

    // Whoever proved they own the mailbox should not stay locked out here by earlier failed sign-ins,
    // nor by wrong codes typed by someone who knew the old password.
    const account = await findAccountById(db, token.user_id);
    if (account) {
      await login.account.reset(account.email);
      await login.accountAtAddress.reset(`${account.email}\u0000${request.clientAddress}`);
      await twoFactor.attempts.reset(account.id);
      await clearTotpLockNotice(db, account.id);
    }
    await sessions.publishRevocations(revoked);
    return { success: true };
  });
};
