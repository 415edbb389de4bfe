import type { FastifyPluginAsync } from 'fastify';
import {
  ackDecisionEventsRequestSchema,
  INTERNAL_ROUTES,
  pendingDecisionEventsRequestSchema,
  type DecisionEvent,
} from '@nomada/contracts';
import { requireInternalCaller } from '../internal-calls';
import { parseBody } from '../validate-body';
import {
  acknowledgeDecisionEvents,
  pendingDecisionEvents,
  type DecisionOutboxDb,
} from './decision-outbox';

export type DecisionEventRoutesOptions = {
  db: DecisionOutboxDb;
  /** The owner's schema, holding its `decision_events`. */
  schema: string;
  sessionSecret: string;
};

/** Review only: the owner's decision events still to record, and their acknowledgement. */
export const decisionEventRoutes: FastifyPluginAsync<DecisionEventRoutesOptions> = async (
  app,
  { db, schema, sessionSecret },
) => {
  const internal = { preHandler: requireInternalCaller(sessionSecret) };
  const paths = INTERNAL_ROUTES.decisionEvents;

  app.post(paths.pending, internal, async (request): Promise<{ events: DecisionEvent[] }> => {
    const { limit } = parseBody(pendingDecisionEventsRequestSchema, request.body ?? {});
    return { events: await pendingDecisionEvents(db, schema, limit) };
  });

  app.post(paths.ack, internal, async (request): Promise<{ acknowledged: number }> => {
    const { eventIds } = parseBody(ackDecisionEventsRequestSchema, request.body);
    return { acknowledged: await acknowledgeDecisionEvents(db, schema, eventIds) };
  });
};
