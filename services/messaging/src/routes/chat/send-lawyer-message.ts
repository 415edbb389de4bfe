import type { FastifyPluginAsync } from 'fastify';
import { sendLawyerMessageSchema, type LawyerMessage } from '@nomada/contracts';
import { apiRoute, callerOf, notFound, requireUser, unauthorized } from '@nomada/service-kit';
import { unlessErased } from '../../accounts/erased-users';
import { parseChatBody } from '../../chat/parse-chat-body';
import type { ChatDeps } from '../../chat/chat-deps';
import { resolveConversation } from '../../chat/lawyer/conversation-access';
import { insertLawyerMessage, toLawyerMessage } from '../../chat/lawyer/lawyer-messages-repository';
import { notifyLawyerOfMessage } from '../../notifications/notify-lawyer-of-message';

/**
 * `POST /functions/send-lawyer-message` → 201 `{message}` once stored; then every instance streaming
 * the conversation is told (a failed notice only delays it: clients reload on reconnect).
 */
export const sendLawyerMessageRoute: FastifyPluginAsync<ChatDeps> = async (app, deps) => {
  apiRoute(
    app,
    'send-lawyer-message',
    async (request): Promise<{ message: LawyerMessage }> => {
      const caller = await callerOf(request);
      const { text, userId } = parseChatBody(sendLawyerMessageSchema, request.body);
      const conversation = await resolveConversation(deps.directory, caller, userId);
      await deps.throttles.lawyerMessage.consume(caller.sub);
      // The applicant's account may be erased while this message is on its way: then nothing is kept.
      // A message to the lawyer is also their notification, stored with it (decision 060).
      const row = await unlessErased(deps.db, conversation.applicant.id, async (trx) => {
        const message = await insertLawyerMessage(trx, {
          applicantId: conversation.applicant.id,
          agentId: conversation.agent.id,
          senderRole: conversation.role,
          senderId: caller.sub,
          text,
        });
        if (conversation.role === 'applicant')
          await notifyLawyerOfMessage(trx, conversation, message);
        return message;
      });
      if (row === 'erased') throw conversation.role === 'applicant' ? unauthorized() : notFound();
      await deps.events.publish(row.applicant_id, row.id).catch((error: unknown) => {
        request.log.warn(
          { messageId: row.id, err: (error as Error).message },
          'lawyer message stored, live notice not sent',
        );
      });
      request.log.info({ messageId: row.id, senderRole: row.sender_role }, 'lawyer message stored');
      return { message: toLawyerMessage(row) };
    },
    { preHandler: requireUser },
  );
};
