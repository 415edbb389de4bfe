import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, badRequest, notFound, parseBody, requireUser } from '@nomada/service-kit';
import { updateProfileSchema, type Profile } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { toProfile } from '../../accounts/present';
import { findAccountById, updateNames } from '../../db/repositories/accounts';
import { currentAccount } from '../../sessions/current-account';

function requestedEmail(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
}

/** Names only: the email is the sign-in identifier and stays as registered. */
export const updateProfileRoute: FastifyPluginAsync<IdentityDeps> = async (app, deps) => {
  const { db } = deps;

  apiRoute(
    app,
    'update-profile',
    async (request): Promise<{ profile: Profile }> => {
      const { account } = await currentAccount(request, deps);
      // Clients that send the whole profile back may repeat the current email; any other value is refused.
      const email = requestedEmail(request.body);
      if (
        email !== undefined &&
        (typeof email !== 'string' || email.trim().toLowerCase() !== account.email)
      ) {
        throw badRequest('email_unchangeable', { fields: { email: 'Email cannot be changed' } });
      }
      const { first_name, last_name } = parseBody(updateProfileSchema, request.body);
      await updateNames(db, account.id, first_name, last_name);
      const updated = await findAccountById(db, account.id);
      if (!updated) throw notFound();
      return { profile: toProfile(updated) };
    },
    { preHandler: requireUser },
  );
};
