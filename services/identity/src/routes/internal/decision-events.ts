import type { FastifyPluginAsync } from 'fastify';
import { decisionEventRoutes } from '@nomada/service-kit';
import type { IdentityDeps } from '../../deps';

/** Review relays the decisions identity applied from here (decision 064). */
export const identityDecisionEventsRoute: FastifyPluginAsync<IdentityDeps> = async (
  app,
  { db, config },
) => {
  await app.register(decisionEventRoutes, {
    db,
    schema: 'identity',
    sessionSecret: config.SESSION_SECRET,
  });
};
