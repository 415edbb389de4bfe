import type { FastifyPluginAsync } from 'fastify';
import type { AgentDeadlines } from '@nomada/contracts';
import { apiRoute, callerOf, requireRole } from '@nomada/service-kit';
import { openDeadlinesOfAgent } from '../deadlines/open-deadlines-of-agent';
import type { ReviewDeps } from '../deps';

/** `agent-deadlines` (decision 081): the calling agent's due-soon list and dashboard counts. */
export const agentDeadlinesRoute: FastifyPluginAsync<ReviewDeps> = async (app, deps) => {
  apiRoute(
    app,
    'agent-deadlines',
    async (request): Promise<AgentDeadlines> => {
      const { sub } = await callerOf(request);
      return openDeadlinesOfAgent(deps, sub);
    },
    { preHandler: requireRole('agent') },
  );
};
