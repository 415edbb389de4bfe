import useSWR from 'swr';
import type { LawyerUnreadThread } from '@nomada/contracts';
import {
  apiFetcher,
  isRetryableError,
  useSession,
  type ApiError,
  type ApiReadKey,
} from '@nomada/state';

type UnreadKey = ApiReadKey<'lawyer-unread-counts'>;
type UnreadAnswer = { threads: LawyerUnreadThread[] };

/** Often enough for the badges of a list; an open conversation is live. */
export const UNREAD_REFRESH_MS = 30_000;

export const lawyerUnreadKey = (userId: string): UnreadKey => ['lawyer-unread-counts', userId];

/** POST /functions/lawyer-unread-counts. */
export const getLawyerUnreadCounts = apiFetcher<'lawyer-unread-counts'>;

/**
 * For the assigned-users list: how many unread messages each applicant has written, by applicant id
 * (applicants with none are absent). Empty while loading or after a failure.
 */
export function useLawyerUnreadCounts(): Record<string, number> {
  const { user, role } = useSession();
  const key = user && role === 'agent' ? lawyerUnreadKey(user.id) : null;
  const { data } = useSWR<UnreadAnswer, ApiError, UnreadKey | null>(key, getLawyerUnreadCounts, {
    refreshInterval: UNREAD_REFRESH_MS,
    shouldRetryOnError: isRetryableError,
  });
  return Object.fromEntries((data?.threads ?? []).map((thread) => [thread.userId, thread.unread]));
}
