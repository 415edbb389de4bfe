import type { FastifyPluginAsync } from 'fastify';
import { CHAT_HISTORY_USED, visaChatSchema, type VisaChatAnswer } from '@nomada/contracts';
import { apiRoute, callerOf, requireUser } from '@nomada/service-kit';
import { parseChatBody } from '../../chat/parse-chat-body';
import type { ChatDeps } from '../../chat/chat-deps';
import { requirePremiumApplicant } from '../../chat/premium-applicant';
import { requestLanguage } from '../../contact/contact-request';

/**
 * `POST /functions/visa-chat` → `{response, sources}`: the question (trimmed, 1 to 2,000
 * characters) and at most the last 5 history items go through the chat queue; the worker's answer
 * comes back within CHAT_TIMEOUT_MS or the call answers 503 `chat_timeout`.
 */
export const visaChatRoute: FastifyPluginAsync<ChatDeps> = async (app, deps) => {
  apiRoute(
    app,
    'visa-chat',
    async (request): Promise<VisaChatAnswer> => {
      const caller = await callerOf(request);
      const { message, conversationHistory } = parseChatBody(visaChatSchema, request.body);
      await requirePremiumApplicant(deps.directory, caller);
      await deps.throttles.chat.consume(caller.sub);
      return deps.askAssistant({
        userId: caller.sub,
        question: message,
        history: conversationHistory.slice(-CHAT_HISTORY_USED),
        interfaceLanguage: requestLanguage(request),
      });
    },
    { preHandler: requireUser },
  );
};
