import type { FastifyPluginAsync } from 'fastify';
import { parseBody } from '@nomada/service-kit';
import { recoverSchema, type SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { buildResetUrl } from '../../accounts/reset-link';
import { findAccountByEmail } from '../../db/repositories/accounts';
import { insertResetToken } from '../../db/repositories/reset-tokens';
import { sendBestEffort } from '../../mail/mailer';
import { newOpaqueToken, tokenHash } from '../../security/tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Emails a single-use reset link when the account exists; the answer never says whether it does. */
export const recoverRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, config, mailer, recoverThrottle } = deps;

  app.post('/auth/recover', async (request): Promise<SuccessBody> => {
    const { email, redirect_to } = parseBody(recoverSchema, request.body);
    await recoverThrottle.consume(email);

    const account = await findAccountByEmail(db, email);
    if (account) {
      const accessToken = newOpaqueToken();
      const refreshToken = newOpaqueToken();
      await insertResetToken(db, {
        userId: account.id,
        accessHash: tokenHash(accessToken),
        refreshHash: tokenHash(refreshToken),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const resetUrl = buildResetUrl(config.PUBLIC_URL, redirect_to, { accessToken, refreshToken });
      await sendBestEffort(
        mailer,
        {
          template: 'password-reset',
          to: account.email,
          language: account.language,
          params: { resetUrl, firstName: account.first_name },
        },
        request.log,
      );
    }
    return { success: true };
  });
};
