import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  badRequest,
  conflict,
  notFound,
  parseBody,
  requireInternalCaller,
} from '@nomada/service-kit';
import type { Language, Profile } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { toProfile } from '../../accounts/present';
import { findAccountById } from '../../db/repositories/accounts';
import { decidePendingRegistration } from '../../db/repositories/registrations';

export const decideRegistrationSchema = z.object({
  userId: z.uuid(),
  decision: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(2000).optional(),
  /** The agent who decided, recorded beside the decision. */
  decidedBy: z.uuid().optional(),
});

export type DecideRegistrationAnswer = { profile: Profile; language: Language };

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
        decideRegistrationSchema,
        request.body,
      );
      if (decision === 'rejected' && !reason) {
        throw badRequest('Rejection reason is required', {
          reason: 'Rejection reason is required',
        });
      }
      const account = await findAccountById(db, userId);
      if (!account || account.role !== 'applicant') throw notFound('User not found');
      const decided = await decidePendingRegistration(
        db,
        userId,
        decision,
        reason ?? null,
        decidedBy ?? null,
      );
      if (!decided) throw conflict('Registration already decided');
      const updated = await findAccountById(db, userId);
      if (!updated) throw notFound('User not found');
      return { profile: toProfile(updated), language: updated.language };
    },
  );
};
