import type { FastifyPluginAsync } from 'fastify';
import type { SuccessBody } from '@nomada/contracts';
import { apiRoute, callerOf, requireRole } from '@nomada/service-kit';
import type { ReviewDeps } from '../deps';
import { parseAgentAction } from '../actions/parse-agent-action';
import { performAction } from '../actions/perform-action';

/** the HTTP contract ("Agent"): approve or reject documents and registrations, start a review, (un)assign. */
export const agentActionsRoute: FastifyPluginAsync<ReviewDeps> = async (app, deps) => {
  apiRoute(
    app,
    'agent-actions',
    async (request): Promise<SuccessBody> => {
      const { sub } = await callerOf(request);
      const action = parseAgentAction(request.body);
      await performAction({ deps, agentId: sub, log: request.log }, action);
      request.log.info({ action: action.action, agentId: sub }, 'agent action done');
      return { success: true };
    },
    { preHandler: requireRole('agent') },
  );
};
