import { useLawyerUnreadThreads } from '@nomada/lawyer-chat';

/** Often enough for the badges of a list; an open conversation is live. */
const UNREAD_REFRESH_MS = 30_000;

/**
 * For the assigned-users list: how many unread messages each applicant has written, by applicant id
 * (applicants with none are absent). Empty while loading or after a failure.
 */
export function useLawyerUnreadCounts(): Record<string, number> {
  const threads = useLawyerUnreadThreads('agent', { refreshInterval: UNREAD_REFRESH_MS });
  return Object.fromEntries(threads.map((thread) => [thread.userId, thread.unread]));
}
