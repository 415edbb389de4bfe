import useSWR from 'swr';
import type { LawyerMessagesAnswer } from '@nomada/contracts';
import { apiFetcher, isRetryableError, type ApiError, type ApiReadKey } from '@nomada/state';
import { useChatUserId } from '../hooks/use-chat-user-id';
import { conversationBody, readerOf } from '../lib/conversation';

type LawyerMessagesKey = ApiReadKey<'lawyer-messages'>;

/**
 * POST /functions/lawyer-messages (`{userId}` for an agent): the conversation, oldest first, with
 * the other side's name (404: no lawyer assigned yet, or not the agent's premium applicant).
 */
export const getLawyerMessages = apiFetcher<'lawyer-messages'>;

/** The signed-in applicant's conversation with their lawyer, or an agent's with `applicantId`. */
export function useLawyerMessages(applicantId?: string) {
  const userId = useChatUserId(readerOf(applicantId));
  const key: LawyerMessagesKey | null = userId
    ? ['lawyer-messages', userId, conversationBody(applicantId)]
    : null;
  return useSWR<LawyerMessagesAnswer, ApiError, LawyerMessagesKey | null>(key, getLawyerMessages, {
    shouldRetryOnError: isRetryableError,
  });
}
