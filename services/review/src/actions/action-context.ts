import type { FastifyBaseLogger } from 'fastify';
import type { ReviewDeps } from '../deps';

/** Who acts, with what: every action gets the signed-in agent's id and the request's logger. */
export type ActionContext = { deps: ReviewDeps; agentId: string; log: FastifyBaseLogger };
