import type { FastifyPluginAsync } from 'fastify';
import { markLawyerMessagesReadSchema } from '@nomada/contracts';
import { apiRoute, callerOf, requireUser } from '@nomada/service-kit';
import { parseChatBody } from '../../chat/parse-chat-body';
import type { ChatDeps } from '../../chat/chat-deps';
import { resolveConversation } from '../../chat/lawyer/conversation-access';
import { markThreadRead } from '../../chat/lawyer/lawyer-messages-repository';

/** `POST /functions/mark-lawyer-messages-read` → `{success: true}`: the caller has read the other side. */
export const markLawyerMessagesReadRoute: FastifyPluginAsync<ChatDeps> = async (app, deps) => {
  apiRoute(
    app,
    'mark-lawyer-messages-read',
    async (request): Promise<{ success: true }> => {
      const caller = await callerOf(request);
      const { userId } = parseChatBody(markLawyerMessagesReadSchema, request.body);
      const conversation = await resolveConversation(deps.directory, caller, userId);
      await markThreadRead(deps.db, conversation.applicant.id, conversation.role);
      return { success: true };
    },
    { preHandler: requireUser },
  );
};
