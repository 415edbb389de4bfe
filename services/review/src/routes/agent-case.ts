import type { FastifyPluginAsync } from 'fastify';
import { LANGUAGE_COOKIE, agentCaseRequestSchema } from '@nomada/contracts';
import { apiRoute, parseBody, requireRole } from '@nomada/service-kit';
import type { ReviewDeps } from '../deps';
import { loadCase } from '../case/load-case';

/** the HTTP contract `agent-case`: one applicant's whole case, for any agent (applicants: 403). */
export const agentCaseRoute: FastifyPluginAsync<ReviewDeps> = async (app, deps) => {
  apiRoute(
    app,
    'agent-case',
    async (request) => {
      const { userId } = parseBody(agentCaseRequestSchema, request.body);
      return loadCase(deps, {
        userId,
        language: request.cookies[LANGUAGE_COOKIE] === 'es' ? 'es' : 'en',
      });
    },
    { preHandler: requireRole('agent') },
  );
};
