import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, badRequest, parseBody } from '@nomada/service-kit';
import { confirmEmailSchema, type SuccessBody } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { markEmailConfirmed } from '../../db/repositories/accounts';
import { consumeConfirmationToken } from '../../db/repositories/email-confirmations';
import { tokenHash } from '../../security/tokens';

/** The link of the signup email: the address is confirmed (agents see it on the registration). */
export const confirmEmailRoute: FastifyPluginAsync<IdentityDeps> = async (app, { db }) => {
  apiRoute(app, 'confirm-email', async (request): Promise<SuccessBody> => {
    const { token } = parseBody(confirmEmailSchema, request.body);
    const confirmed = await db.transaction().execute(async (trx) => {
      const userId = await consumeConfirmationToken(trx, tokenHash(token));
      if (userId) await markEmailConfirmed(trx, userId);
      return userId !== undefined;
    });
    if (!confirmed) throw badRequest('email_confirmation_invalid');
    return { success: true };
  });
};
