import type { FastifyPluginAsync } from 'fastify';
import {
  conflict,
  drillFaultPoint,
  notFound,
  parseBody,
  requireInternalCaller,
} from '@nomada/service-kit';
import {
  INTERNAL_ROUTES,
  upgradePlanRequestSchema,
  type UpgradePlanAnswer,
} from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { findAccountById } from '../../db/repositories/accounts';
import { recordDecisionEvent } from '../../db/repositories/decision-events';
import { upgradeRequestedPlan } from '../../db/repositories/plan-upgrades';

/**
 * Review's approvePlanUpgrade: the plan becomes premium, with its decision event (decision 064) in
 * the same transaction; answers the language of the email.
 */
export const upgradePlanRoute: FastifyPluginAsync<IdentityDeps> = async (app, { db, config }) => {
  app.post(
    INTERNAL_ROUTES.identity.upgradePlan,
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<UpgradePlanAnswer> => {
      const { userId, agentId } = parseBody(upgradePlanRequestSchema, request.body);
      const outcome = await db.transaction().execute(async (trx) => {
        const upgraded = await upgradeRequestedPlan(trx, userId);
        if (upgraded === 'upgraded') {
          drillFaultPoint('identity:before-commit');
          await recordDecisionEvent(trx, {
            audit: {
              agentId,
              subjectType: 'plan',
              subjectId: userId,
              userId,
              decision: 'upgraded',
              reason: null,
            },
            email: { template: 'plan-upgraded', details: {} },
          });
        }
        return upgraded;
      });
      drillFaultPoint('identity:after-commit');
      if (outcome === 'not_found') throw notFound();
      if (outcome === 'already_premium') throw conflict('already_premium');
      if (outcome === 'not_requested') throw conflict('upgrade_not_requested');
      const account = await findAccountById(db, userId);
      if (!account) throw notFound();
      return { userId, language: account.language };
    },
  );
};
