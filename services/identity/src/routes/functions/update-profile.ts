import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, badRequest, notFound, parseBody, requireUser } from '@nomada/service-kit';
import {
  APPLICANT_PROFILE_FIELDS,
  errorText,
  updateProfileSchema,
  type Profile,
} from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { toOwnProfile } from '../../accounts/present';
import { findAccountById } from '../../db/repositories/accounts';
import { applyProfileChanges } from '../../db/repositories/profile-changes';
import { currentAccount } from '../../sessions/current-account';

function requestedEmail(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
}

/**
 * Any of the names and the language of emails; an applicant also their contact details and
 * situation (signup's rules). The email is the sign-in identifier and stays as registered.
 */
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
      const changes = parseBody(updateProfileSchema, request.body);
      if (account.role !== 'applicant') {
        const applicantOnly = APPLICANT_PROFILE_FIELDS.find(
          (field) => changes[field] !== undefined,
        );
        if (applicantOnly)
          throw badRequest('invalid_request', {
            fields: { [applicantOnly]: errorText('invalid_request') },
          });
      }
      await db.transaction().execute((trx) => applyProfileChanges(trx, account, changes));
      const updated = await findAccountById(db, account.id);
      if (!updated) throw notFound();
      return { profile: toOwnProfile(updated) };
    },
    { preHandler: requireUser },
  );
};
