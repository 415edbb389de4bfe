import type { FastifyPluginAsync } from 'fastify';
import type { ChatDeps } from '../../chat/chat-deps';
import { lawyerMessagesRoute } from './lawyer-messages';
import { lawyerMessagesStreamRoute } from './lawyer-messages-stream';
import { lawyerUnreadCountsRoute } from './lawyer-unread-counts';
import { markLawyerMessagesReadRoute } from './mark-lawyer-messages-read';
import { sendLawyerMessageRoute } from './send-lawyer-message';
import { visaChatRoute } from './visa-chat';

const routes: FastifyPluginAsync<ChatDeps>[] = [
  visaChatRoute,
  lawyerMessagesRoute,
  sendLawyerMessageRoute,
  markLawyerMessagesReadRoute,
  lawyerUnreadCountsRoute,
  lawyerMessagesStreamRoute,
];

/** The visa assistant and the lawyer messages of the HTTP contract ("Messaging"). */
export const chatRoutes: FastifyPluginAsync<ChatDeps> = async (app, deps) => {
  for (const route of routes) await app.register(route, deps);
};
