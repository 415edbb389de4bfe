import type { FastifyPluginAsync } from 'fastify';
import { lawyerMessagesSchema, type LawyerMessagesAnswer } from '@nomada/contracts';
import { apiRoute, callerOf, requireUser } from '@nomada/service-kit';
import { parseChatBody } from '../../chat/parse-chat-body';
import type { ChatDeps } from '../../chat/chat-deps';
import { resolveConversation } from '../../chat/lawyer/conversation-access';
import {
  countUnread,
  listThread,
  toLawyerMessage,
} from '../../chat/lawyer/lawyer-messages-repository';

/**
 * `POST /functions/lawyer-messages` → `{messages, unread, counterpart}`: the conversation of a
 * premium applicant with their assigned agent (an agent passes `userId`); 404 for anyone else.
 */
export const lawyerMessagesRoute: FastifyPluginAsync<ChatDeps> = async (app, deps) => {
  apiRoute(
    app,
    'lawyer-messages',
    async (request): Promise<LawyerMessagesAnswer> => {
      const caller = await callerOf(request);
      const { userId } = parseChatBody(lawyerMessagesSchema, request.body);
      const conversation = await resolveConversation(deps.directory, caller, userId);
      const [rows, { unread }] = await Promise.all([
        listThread(deps.db, conversation.applicant.id),
        countUnread(deps.db, conversation.applicant.id, conversation.role),
      ]);
      const counterpart =
        conversation.role === 'applicant' ? conversation.agent : conversation.applicant;
      return {
        messages: rows.map(toLawyerMessage),
        unread,
        counterpart: { first_name: counterpart.first_name, last_name: counterpart.last_name },
      };
    },
    { preHandler: requireUser },
  );
};
