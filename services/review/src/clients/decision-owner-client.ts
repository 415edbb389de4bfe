import {
  ackDecisionEventsAnswerSchema,
  INTERNAL_ROUTES,
  pendingDecisionEventsAnswerSchema,
  type DecisionEvent,
} from '@nomada/contracts';
import { callService, type ServiceEndpoint } from './internal-call';

/** A service that applies agents' decisions and keeps their events for review (decision 064). */
export type DecisionOwner = {
  name: string;
  pending(limit: number): Promise<DecisionEvent[]>;
  acknowledge(eventIds: readonly string[]): Promise<void>;
};

export function createDecisionOwnerClient(endpoint: ServiceEndpoint): DecisionOwner {
  const paths = INTERNAL_ROUTES.decisionEvents;
  return {
    name: endpoint.name,
    pending: async (limit) =>
      (await callService(endpoint, paths.pending, { limit }, pendingDecisionEventsAnswerSchema))
        .events,
    async acknowledge(eventIds) {
      await callService(endpoint, paths.ack, { eventIds }, ackDecisionEventsAnswerSchema);
    },
  };
}
