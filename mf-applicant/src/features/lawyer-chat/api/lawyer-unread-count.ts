import { useLawyerUnreadThreads } from '@nomada/lawyer-chat';

/** Often enough for a badge; the chat page itself is live. */
const UNREAD_REFRESH_MS = 60_000;

/**
 * How many of the lawyer's messages the signed-in premium applicant has not read: for a badge on
 * the dashboard (0 for everyone else, and while it loads or when it fails).
 */
export function useLawyerUnreadCount(): number {
  const threads = useLawyerUnreadThreads('applicant', { refreshInterval: UNREAD_REFRESH_MS });
  return threads.reduce((sum, thread) => sum + thread.unread, 0);
}
