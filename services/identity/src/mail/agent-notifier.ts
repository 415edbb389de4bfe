import {
  INTERNAL_ROUTES,
  agentNotificationAnswerSchema,
  type AgentNotificationRequest,
} from '@nomada/contracts';
import { postInternal } from '@nomada/service-kit';

/** Tells agents about something an applicant did (messaging keeps it; decision 060). */
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
