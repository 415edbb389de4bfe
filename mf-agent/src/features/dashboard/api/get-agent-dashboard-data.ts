import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { AgentDashboardData, AgentDashboardRequest } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import {
  apiFetcher,
  isRetryableError,
  throttleRequests,
  useSession,
  type ApiError,
  type ApiReadKey,
} from '@nomada/state';
import { logger } from '../../../lib/logger';

type AgentDataKey = ApiReadKey<'agent-dashboard-data'>;

/** docs/product/constants.md: a call within 5 s of the last one is skipped, unless forced (refresh, action). */
export const AGENT_DATA_FRESH_MS = 5000;

/**
 * POST /functions/agent-dashboard-data with the page and search of each list, the answer checked
 * against `agentDashboardDataSchema`. Never two at once (docs/product/http-api.md); the 5 s rule is swr's
 * deduping below, so that a forced refresh still goes out at once.
 */
export const getAgentDashboardData = throttleRequests(apiFetcher<'agent-dashboard-data'>, {
  minIntervalMs: 0,
});

export type AgentDashboardState = {
  data: AgentDashboardData | undefined;
  /** Until the first answer. */
  isLoading: boolean;
  /** A later fetch (refresh, other page, search) is under way; the previous answer stays shown. */
  isRefreshing: boolean;
  error: ApiError | undefined;
  /** Fetches again now, whatever the 5 s rule says; resolves once the answer is in. */
  refresh: () => Promise<unknown>;
};

/** The agent dashboard's counts and one page of each list, as `query` asks. */
export function useAgentDashboardData(query: AgentDashboardRequest): AgentDashboardState {
  const { user, role } = useSession();
  // docs/product/permissions.md: only for a signed-in agent.
  const key: AgentDataKey | null =
    user && role === 'agent' ? ['agent-dashboard-data', user.id, query] : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR<
    AgentDashboardData,
    ApiError,
    AgentDataKey | null
  >(key, getAgentDashboardData, {
    dedupingInterval: AGENT_DATA_FRESH_MS,
    keepPreviousData: true,
    shouldRetryOnError: isRetryableError,
    // docs/product/messages.md: fetch errors are only logged (the screen offers a retry, no toast).
    onError: (failure) => logger.warn('agent dashboard data could not be loaded', failure),
  });
  const refresh = useCallback(() => mutate(), [mutate]);

  // Document names come in the reader's language: a new language needs a new answer.
  const { language } = useLanguage();
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void refresh();
  }, [language, refresh]);

  return {
    data,
    isLoading,
    isRefreshing: isValidating && !isLoading,
    error,
    refresh,
  };
}
