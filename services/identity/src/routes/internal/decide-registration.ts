import type { FastifyPluginAsync } from 'fastify';
import {
  badRequest,
  conflict,
  drillFaultPoint,
  notFound,
  parseBody,
  requireInternalCaller,
} from '@nomada/service-kit';
import {
  INTERNAL_ROUTES,
  decideRegistrationRequestSchema,
  type DecideRegistrationAnswer,
} from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { toProfile } from '../../accounts/present';
import { findAccountById } from '../../db/repositories/accounts';
import { recordDecisionEvent } from '../../db/repositories/decision-events';
import { decidePendingRegistration } from '../../db/repositories/registrations';

/**
 * Review service only: approve or reject a pending applicant. The decision and its decision event
 * (audit entry and email, decision 064) commit together; review relays the event.
 */
export const decideRegistrationRoute: FastifyPluginAsync<IdentityDeps> = async (
  app,
  { db, config },
) => {
  app.post(
    INTERNAL_ROUTES.identity.decideRegistration,
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
      const decided = await db.transaction().execute(async (trx) => {
        const applied = await decidePendingRegistration(
          trx,
          userId,
          decision,
          reason ?? null,
          decidedBy ?? null,
        );
        // An agent's decision joins the audit trail; set-up tools deciding without one do not.
        if (applied && decidedBy) {
          drillFaultPoint('identity:before-commit');
          await recordDecisionEvent(trx, {
            audit: {
              agentId: decidedBy,
              subjectType: 'registration',
              subjectId: userId,
              userId,
              decision,
              reason: decision === 'rejected' ? (reason ?? null) : null,
            },
            email:
              decision === 'rejected'
                ? { template: 'registration-rejected', details: { reason: reason ?? '' } }
                : { template: 'registration-approved', details: {} },
          });
        }
        return applied;
      });
      if (!decided) throw conflict('already_decided');
      drillFaultPoint('identity:after-commit');
      const updated = await findAccountById(db, userId);
      if (!updated) throw notFound();
      return { profile: toProfile(updated), language: updated.language };
    },
  );
};
