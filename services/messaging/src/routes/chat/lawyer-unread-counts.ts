import type { FastifyPluginAsync } from 'fastify';
import type { LawyerUnreadThread } from '@nomada/contracts';
import { apiRoute, AppError, callerOf, requireUser } from '@nomada/service-kit';
import type { ChatDeps } from '../../chat/chat-deps';
import { resolveConversation } from '../../chat/lawyer/conversation-access';
import { countUnread, unreadFromApplicants } from '../../chat/lawyer/lawyer-messages-repository';

/**
 * `POST /functions/lawyer-unread-counts` → `{threads: [{userId, unread, last_message_at}]}`: for an
 * applicant, their own conversation when the lawyer wrote something unread; for an agent, every
 * assigned premium applicant with unread messages. Nothing for anyone else (never an error: the
 * badges it feeds simply stay empty).
 */
export const lawyerUnreadCountsRoute: FastifyPluginAsync<ChatDeps> = async (app, deps) => {
  apiRoute(
    app,
    'lawyer-unread-counts',
    async (request): Promise<{ threads: LawyerUnreadThread[] }> => {
      const caller = await callerOf(request);
      if (caller.role === 'applicant') {
        const conversation = await resolveConversation(deps.directory, caller, undefined).catch(
          (error: unknown) => {
            // No conversation (basic plan, no lawyer yet): no badge. Anything else is a real failure.
            if (error instanceof AppError && error.code === 'not_found') return undefined;
            throw error;
          },
        );
        if (!conversation) return { threads: [] };
        const { unread, lastMessageAt } = await countUnread(deps.db, caller.sub, 'applicant');
        return unread && lastMessageAt
          ? {
              threads: [
                { userId: caller.sub, unread, last_message_at: lastMessageAt.toISOString() },
              ],
            }
          : { threads: [] };
      }
      const waiting = await unreadFromApplicants(deps.db);
      if (!waiting.length) return { threads: [] };
      const users = await deps.directory.lookupUsers(waiting.map((row) => row.applicant_id));
      return {
        threads: waiting
          .filter((row) => {
            const applicant = users.get(row.applicant_id);
            return applicant?.assigned_agent_id === caller.sub && applicant.plan === 'premium';
          })
          .map((row) => ({
            userId: row.applicant_id,
            unread: Number(row.unread),
            last_message_at: new Date(row.last).toISOString(),
          })),
      };
    },
    { preHandler: requireUser },
  );
};
