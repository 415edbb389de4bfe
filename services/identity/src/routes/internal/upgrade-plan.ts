import type { FastifyPluginAsync } from 'fastify';
import { conflict, notFound, parseBody, requireInternalCaller } from '@nomada/service-kit';
import { upgradePlanRequestSchema, type UpgradePlanAnswer } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { findAccountById } from '../../db/repositories/accounts';
import { upgradeRequestedPlan } from '../../db/repositories/plan-upgrades';

/** Review's approvePlanUpgrade: the plan becomes premium; answers the language of the email. */
export const upgradePlanRoute: FastifyPluginAsync<IdentityDeps> = async (app, { db, config }) => {
  app.post(
    '/internal/applicants/upgrade-plan',
    { preHandler: requireInternalCaller(config.SESSION_SECRET) },
    async (request): Promise<UpgradePlanAnswer> => {
      const { userId } = parseBody(upgradePlanRequestSchema, request.body);
      const outcome = await upgradeRequestedPlan(db, userId);
      if (outcome === 'not_found') throw notFound();
      if (outcome === 'already_premium') throw conflict('already_premium');
      if (outcome === 'not_requested') throw conflict('upgrade_not_requested');
      const account = await findAccountById(db, userId);
      if (!account) throw notFound();
      return { userId, language: account.language };
    },
  );
};
