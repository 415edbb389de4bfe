import { useCallback } from 'react';
import useSWR from 'swr';
import type { AgentNotificationsAnswer } from '@nomada/contracts';
import {
  apiCall,
  apiFetcher,
  isRetryableError,
  useSession,
  type ApiError,
  type ApiReadKey,
} from '@nomada/state';
import { logger } from '../../../lib/logger';

/** Often enough for a count in the top bar; the list refreshes when opened and after each change. */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

type NotificationsKey = ApiReadKey<'agent-notifications'>;

export type AgentNotificationsState = {
  data: AgentNotificationsAnswer | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  /** Marks these read (for this agent), then shows the new state. */
  markRead: (ids: readonly string[]) => Promise<void>;
  /** Marks every unread one read, older ones beyond the list included. */
  markAllRead: () => Promise<void>;
};

/** Each round marks the newest unread page; this many rounds clear 2,500 notifications. */
const MARK_ALL_ROUNDS = 50;

/**
 * POST /functions/agent-notifications for the signed-in agent, every 30 s; one swr entry for the
 * badge and the page, so reading on the page clears the badge at once.
 */
export function useAgentNotifications(): AgentNotificationsState {
  const { user, role } = useSession();
  const key: NotificationsKey | null =
    user && role === 'agent' ? ['agent-notifications', user.id, {}] : null;
  const { data, error, isLoading, mutate } = useSWR<
    AgentNotificationsAnswer,
    ApiError,
    NotificationsKey | null
  >(key, apiFetcher, {
    refreshInterval: NOTIFICATIONS_REFRESH_MS,
    shouldRetryOnError: isRetryableError,
    onError: (failure) => logger.warn('agent notifications could not be loaded', failure),
  });

  const markRead = useCallback(
    async (ids: readonly string[]) => {
      if (ids.length === 0) return;
      const marked = new Set(ids);
      try {
        const { unread } = await apiCall('agent-notifications-read', { ids: [...ids] });
        await mutate(
          (current) =>
            current && {
              unread,
              items: current.items.map((item) =>
                marked.has(item.id) ? { ...item, read: true } : item,
              ),
            },
          { revalidate: false },
        );
      } catch (failure) {
        logger.warn('notifications not marked read', failure);
      }
    },
    [mutate],
  );

  const markAllRead = useCallback(async () => {
    try {
      for (let round = 0; round < MARK_ALL_ROUNDS; round++) {
        const { items } = await apiCall('agent-notifications', { unreadOnly: true });
        if (items.length === 0) break;
        await apiCall('agent-notifications-read', { ids: items.map((item) => item.id) });
      }
    } catch (failure) {
      logger.warn('notifications not marked read', failure);
    }
    await mutate();
  }, [mutate]);

  return { data, isLoading, error, markRead, markAllRead };
}
