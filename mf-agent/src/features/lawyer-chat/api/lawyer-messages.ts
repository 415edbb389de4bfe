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

/** POST /functions/lawyer-messages `{userId}`: the conversation with one assigned applicant. */
export const getLawyerMessages = apiFetcher<'lawyer-messages'>;

export function useApplicantConversation(applicantId: string) {
  const { user, role } = useSession();
  const key: LawyerMessagesKey | null =
    user && role === 'agent' ? ['lawyer-messages', user.id, { userId: applicantId }] : null;
  return useSWR<LawyerMessagesAnswer, ApiError, LawyerMessagesKey | null>(key, getLawyerMessages, {
    shouldRetryOnError: isRetryableError,
  });
}
