import type { FastifyPluginAsync } from 'fastify';
import type { ReviewDeps } from '../deps';
import { accountDataRoutes } from './account-data';
import { agentActionsRoute } from './agent-actions';
import { agentCaseRoute } from './agent-case';
import { agentDashboardDataRoute } from './agent-dashboard-data';

export const reviewRoutes: FastifyPluginAsync<ReviewDeps> = async (app, deps) => {
  await app.register(agentDashboardDataRoute, deps);
  await app.register(agentActionsRoute, deps);
  await app.register(agentCaseRoute, deps);
  await app.register(accountDataRoutes, deps);
};
