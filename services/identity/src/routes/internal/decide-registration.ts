import type { FastifyPluginAsync } from 'fastify';
import {
  badRequest,
  conflict,
  notFound,
  parseBody,
  requireInternalCaller,
} from '@nomada/service-kit';
import { decideRegistrationRequestSchema, type DecideRegistrationAnswer } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { toProfile } from '../../accounts/present';
import { findAccountById } from '../../db/repositories/accounts';
import { decidePendingRegistration } from '../../db/repositories/registrations';

/** Review service only: approve or reject a pending applicant. Answers what it needs to email them. */
export const decideRegistrationRoute: FastifyPluginAsync<IdentityDeps> = async (
  app,
  { db, config },
) => {
  app.post(
    '/internal/registrations/decide',
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<DecideRegistrationAnswer> => {
      const { userId, decision, reason, decidedBy } = parseBody(
        decideRegistrationRequestSchema,
        request.body,
      );
      if (decision === 'rejected' && !reason) {
        throw badRequest('rejection_reason_required', {
          fields: { reason: 'Rejection reason is required' },
        });
      }
      const account = await findAccountById(db, userId);
      if (!account || account.role !== 'applicant') throw notFound();
      const decided = await decidePendingRegistration(
        db,
        userId,
        decision,
        reason ?? null,
        decidedBy ?? null,
      );
      if (!decided) throw conflict('already_decided');
      const updated = await findAccountById(db, userId);
      if (!updated) throw notFound();
      return { profile: toProfile(updated), language: updated.language };
    },
  );
};
