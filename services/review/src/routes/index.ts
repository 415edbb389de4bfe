import type { FastifyPluginAsync } from 'fastify';
import type { ReviewDeps } from '../deps';
import { accountDataRoutes } from './account-data';
import { agentActionsRoute } from './agent-actions';
import { agentCalendarRoutes } from './agent-calendar';
import { agentCaseRoute } from './agent-case';
import { agentDashboardDataRoute } from './agent-dashboard-data';
import { agentDeadlinesRoute } from './agent-deadlines';

export const reviewRoutes: FastifyPluginAsync<ReviewDeps> = async (app, deps) => {
  await app.register(agentDashboardDataRoute, deps);
  await app.register(agentActionsRoute, deps);
  await app.register(agentCaseRoute, deps);
  await app.register(accountDataRoutes, deps);
  await app.register(agentDeadlinesRoute, deps);
  await app.register(agentCalendarRoutes, deps);
};
