import type { FastifyPluginAsync } from 'fastify';
import { LANGUAGE_COOKIE, agentDashboardRequestSchema, type Language } from '@nomada/contracts';
import {
  apiRoute,
  assertStorableText,
  callerOf,
  parseBody,
  requireRole,
} from '@nomada/service-kit';
import type { ReviewDeps } from '../deps';
import { loadDashboard } from '../dashboard/load-dashboard';

/** Names of checklist items follow the language the agent reads the site in. */
const readerLanguage = (cookies: Record<string, string | undefined>): Language =>
  cookies[LANGUAGE_COOKIE] === 'es' ? 'es' : 'en';

/** the HTTP contract ("Agent"): the dashboard's counts and one page of each list, each paged and searched. */
export const agentDashboardDataRoute: FastifyPluginAsync<ReviewDeps> = async (app, deps) => {
  apiRoute(
    app,
    'agent-dashboard-data',
    async (request) => {
      const { sub } = await callerOf(request);
      assertStorableText(request.body);
      const query = parseBody(agentDashboardRequestSchema, request.body);
      return loadDashboard(deps, {
        agentId: sub,
        query,
        language: readerLanguage(request.cookies),
      });
    },
    { preHandler: requireRole('agent') },
  );
};
