import {
  INTERNAL_ROUTES,
  agentNotificationAnswerSchema,
  type AgentNotificationRequest,
} from '@nomada/contracts';
import { postInternal } from './internal-calls';

/**
 * Tells agents about something an applicant did (messaging keeps it; decision 060). One client for
 * every service that tells them: identity (registrations, plan upgrades) and documents (uploads).
 */
export type AgentNotifier = { notify(notification: AgentNotificationRequest): Promise<void> };

export function createAgentNotifier(messagingUrl: string, sessionSecret: string): AgentNotifier {
  return {
    async notify(notification) {
      await postInternal({
        baseUrl: messagingUrl,
        path: INTERNAL_ROUTES.messaging.agentNotifications,
        body: notification,
        sessionSecret,
        answer: agentNotificationAnswerSchema,
      });
    },
  };
}
