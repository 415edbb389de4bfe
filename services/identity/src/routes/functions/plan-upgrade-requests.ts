import type { FastifyPluginAsync } from 'fastify';
import { apiRoute, requireRole } from '@nomada/service-kit';
import type { PlanUpgradeRequestsAnswer } from '@nomada/contracts';
import type { IdentityDeps } from '../../deps';
import { waitingUpgrades } from '../../db/repositories/plan-upgrades';

/** More than agents can act on at once; the count tells them how many more wait. */
const LISTED = 100;

/** Agents: applicants waiting for premium, oldest request first. */
export const planUpgradeRequestsRoute: FastifyPluginAsync<IdentityDeps> = async (app, { db }) => {
  apiRoute(
    app,
    'plan-upgrade-requests',
    async (): Promise<PlanUpgradeRequestsAnswer> => {
      const { rows, total } = await waitingUpgrades(db, LISTED);
      return {
        requests: rows.map((row) => ({ ...row, requested_at: row.requested_at.toISOString() })),
        total,
      };
    },
    { preHandler: requireRole('agent') },
  );
};
