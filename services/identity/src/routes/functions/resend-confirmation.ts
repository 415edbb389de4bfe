import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, conflict, forbidden, requireUser } from '@nomada/service-kit';
import type { SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import {
  insertConfirmationToken,
  retireConfirmationTokens,
} from '../../db/repositories/email-confirmations';
import { newOpaqueToken, tokenHash } from '../../security/tokens';
import { currentAccount } from '../../sessions/current-account';
import { CONFIRMATION_TTL_MS, confirmationUrl } from './auth-signup';

/**
 * A new confirmation link for the signed-in applicant, emailed in their language; the links sent
 * before stop working. At most 3 an hour (429 `confirmation_throttled`). The email is handed to
 * messaging before the answer, so "sent" is true when the person reads it.
 */
export const resendConfirmationRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db, mailer, resendConfirmation, config } = deps;

  apiRoute(
    app,
    'resend-confirmation',
    async (request): Promise<SuccessBody> => {
      const { account } = await currentAccount(request, deps);
      if (account.role !== 'applicant') throw forbidden();
      if (account.email_confirmed) throw conflict('already_confirmed');
      await resendConfirmation.consume(account.id);
      const token = newOpaqueToken();
      await db.transaction().execute(async (trx) => {
        await retireConfirmationTokens(trx, account.id);
        await insertConfirmationToken(trx, {
          userId: account.id,
          hash: tokenHash(token),
          expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
        });
      });
      await mailer.send({
        template: 'email-confirmation',
        to: account.email,
        language: account.language,
        params: {
          firstName: account.first_name,
          confirmUrl: confirmationUrl(config.PUBLIC_URL, token),
        },
      });
      request.log.info({ userId: account.id }, 'confirmation link sent again');
      return { success: true };
    },
    { preHandler: requireUser },
  );
};
