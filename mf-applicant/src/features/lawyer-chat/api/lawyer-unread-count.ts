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

/** Often enough for a badge; the chat page itself is live. */
export const UNREAD_REFRESH_MS = 60_000;

export const lawyerUnreadKey = (userId: string): UnreadKey => ['lawyer-unread-counts', userId];

/** POST /functions/lawyer-unread-counts. */
export const getLawyerUnreadCounts = apiFetcher<'lawyer-unread-counts'>;

/**
 * How many of the lawyer's messages the signed-in premium applicant has not read: for a badge on
 * the dashboard (0 for everyone else, and while it loads or when it fails).
 */
export function useLawyerUnreadCount(): number {
  const { user, profile } = useSession();
  const key = user && profile?.plan === 'premium' ? lawyerUnreadKey(user.id) : null;
  const { data } = useSWR<UnreadAnswer, ApiError, UnreadKey | null>(key, getLawyerUnreadCounts, {
    refreshInterval: UNREAD_REFRESH_MS,
    shouldRetryOnError: isRetryableError,
  });
  return data?.threads.reduce((sum, thread) => sum + thread.unread, 0) ?? 0;
}
