import useSWR from 'swr';
import type { LawyerSenderRole, LawyerUnreadThread } from '@nomada/contracts';
import { apiFetcher, isRetryableError, type ApiError, type ApiReadKey } from '@nomada/state';
import { useChatUserId } from '../hooks/use-chat-user-id';

type UnreadKey = ApiReadKey<'lawyer-unread-counts'>;
type UnreadAnswer = { threads: LawyerUnreadThread[] };

export const lawyerUnreadKey = (userId: string): UnreadKey => ['lawyer-unread-counts', userId];

/** POST /functions/lawyer-unread-counts. */
export const getLawyerUnreadCounts = apiFetcher<'lawyer-unread-counts'>;

/**
 * The conversations with messages the signed-in `reader` has not read (an applicant has one, an
 * agent one per applicant), read again every `refreshInterval` ms; empty while loading, after a
 * failure and for anyone who may not chat.
 */
export function useLawyerUnreadThreads(
  reader: LawyerSenderRole,
  { refreshInterval }: { refreshInterval: number },
): LawyerUnreadThread[] {
  const userId = useChatUserId(reader);
  const key = userId ? lawyerUnreadKey(userId) : null;
  const { data } = useSWR<UnreadAnswer, ApiError, UnreadKey | null>(key, getLawyerUnreadCounts, {
    refreshInterval,
    shouldRetryOnError: isRetryableError,
  });
  return data?.threads ?? [];
}
