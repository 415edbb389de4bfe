import useSWR from 'swr';
import type { LawyerMessagesAnswer } from '@nomada/contracts';
import {
  apiFetcher,
  isRetryableError,
  useSession,
  type ApiError,
  type ApiReadKey,
} from '@nomada/state';

export type LawyerMessagesKey = ApiReadKey<'lawyer-messages'>;

/** The swr key of the applicant's own conversation, for anyone who wants to update it. */
export const lawyerMessagesKey = (userId: string): LawyerMessagesKey => [
  'lawyer-messages',
  userId,
  {},
];

/** POST /functions/lawyer-messages: the conversation with the assigned lawyer (404: none yet). */
export const getLawyerMessages = apiFetcher<'lawyer-messages'>;

/** The signed-in premium applicant's conversation with their lawyer. */
export function useLawyerMessages() {
  const { user, profile } = useSession();
  const key = user && profile?.plan === 'premium' ? lawyerMessagesKey(user.id) : null;
  return useSWR<LawyerMessagesAnswer, ApiError, LawyerMessagesKey | null>(key, getLawyerMessages, {
    shouldRetryOnError: isRetryableError,
  });
}
