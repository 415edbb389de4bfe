import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import {
  LANGUAGE_COOKIE,
  agentNotificationsRequestSchema,
  markAgentNotificationsReadSchema,
  type AgentNotificationsAnswer,
  type MarkAgentNotificationsReadAnswer,
} from '@nomada/contracts';
import { apiRoute, callerOf, parseBody, requireRole } from '@nomada/service-kit';
import type { MessagingDatabase } from '../../db/schema';
import {
  countUnreadNotifications,
  listAgentNotifications,
  markNotificationsRead,
} from '../../notifications/agent-notifications-repository';
import { toAgentNotification } from '../../notifications/present-notification';

/**
 * the HTTP contract `agent-notifications` and `agent-notifications-read`: an agent's own notifications (theirs
 * and everyone's), read state per agent (decision 060). Applicants get 403.
 */
export const agentNotificationRoutes: FastifyPluginAsync<{
  db: Kysely<MessagingDatabase>;
}> = async (app, { db }) => {
  const agentsOnly = { preHandler: requireRole('agent') };

  apiRoute(
    app,
    'agent-notifications',
    async (request): Promise<AgentNotificationsAnswer> => {
      const agent = await callerOf(request);
      const { unreadOnly } = parseBody(agentNotificationsRequestSchema, request.body ?? {});
      const [rows, unread] = await Promise.all([
        listAgentNotifications(db, agent.sub, { unreadOnly: unreadOnly ?? false }),
        countUnreadNotifications(db, agent.sub),
      ]);
      const language = request.cookies[LANGUAGE_COOKIE] === 'es' ? 'es' : 'en';
      return { items: rows.map((row) => toAgentNotification(row, language)), unread };
    },
    agentsOnly,
  );

  apiRoute(
    app,
    'agent-notifications-read',
    async (request): Promise<MarkAgentNotificationsReadAnswer> => {
      const agent = await callerOf(request);
      const { ids } = parseBody(markAgentNotificationsReadSchema, request.body);
      await markNotificationsRead(db, agent.sub, ids);
      return { success: true, unread: await countUnreadNotifications(db, agent.sub) };
    },
    agentsOnly,
  );
};
