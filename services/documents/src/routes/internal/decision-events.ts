import type { FastifyPluginAsync } from 'fastify';
import { decisionEventRoutes } from '@nomada/service-kit';
import type { DocumentsDeps } from '../../deps';

/** Review relays the decisions documents applied from here (decision 064). */
export const documentsDecisionEventsRoute: FastifyPluginAsync<DocumentsDeps> = async (
  app,
  { db, config },
) => {
  await app.register(decisionEventRoutes, {
    db,
    schema: 'documents',
    sessionSecret: config.SESSION_SECRET,
  });
};
