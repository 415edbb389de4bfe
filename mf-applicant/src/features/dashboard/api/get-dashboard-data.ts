import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import type {
  AssignedAgent,
  Case,
  DashboardData,
  DocumentRetention,
  DocumentStats,
  RequiredDocument,
} from '@nomada/contracts';
import {
  apiFetcher,
  isRetryableError,
  refreshSession,
  throttleRequests,
  useSession,
  type ApiError,
  type ApiReadKey,
} from '@nomada/state';

type DashboardKey = ApiReadKey<'auth-get-dashboard-data'>;

/** docs/product/constants.md: at least 1 second between two fetches of the dashboard data. */
export const DASHBOARD_FETCH_INTERVAL_MS = 1000;

/** While premium is requested, how often the dashboard looks whether an agent has approved it. */
export const UPGRADE_WATCH_INTERVAL_MS = 30_000;

/** The stats before the first answer and after a failed load (docs/product/states.md). */
export const EMPTY_STATS: DocumentStats = {
  total: 0,
  uploaded: 0,
  approved: 0,
  rejected: 0,
  reviewing: 0,
  pending: 0,
  progressPercentage: 0,
};

/**
 * POST /functions/auth-get-dashboard-data, the answer checked against `dashboardDataSchema`.
 * Never two at once, and at least 1 s apart (docs/product/http-api.md), however often it is asked.
 */
export const getDashboardData = throttleRequests(apiFetcher<'auth-get-dashboard-data'>, {
  minIntervalMs: DASHBOARD_FETCH_INTERVAL_MS,
});

export type DashboardDataState = {
  requiredDocuments: RequiredDocument[];
  stats: DocumentStats;
  assignedAgent: AssignedAgent | null;
  /** When retention deleted the files of the applicant's finished case. */
  documentsRetention: DocumentRetention | null;
  /** The case's stage and timeline (decision 058); null until the first answer. */
  caseTimeline: Case | null;
  /** Who comes with the applicant and the income asked of the family; null until the first answer. */
  family: DashboardData['family'] | null;
  /** Until the first answer: the documents tab shows its placeholders. */
  isLoading: boolean;
  /** Why the last load failed (`code`: `application_pending`, `network_error`…), if it did. */
  error: ApiError | undefined;
  /** Loads again, e.g. after an upload; resolves once the new answer is in. */
  reload: () => Promise<unknown>;
};

/** The applicant's checklist, document stats and assigned agent. */
export function useDashboardData(): DashboardDataState {
  const { user, profile } = useSession();
  // docs/product/states.md: only for a signed-in user whose profile has a plan.
  const key: DashboardKey | null =
    user && profile?.plan ? ['auth-get-dashboard-data', user.id] : null;
  const { data, error, isLoading, mutate } = useSWR<DashboardData, ApiError, DashboardKey | null>(
    key,
    getDashboardData,
    {
      dedupingInterval: DASHBOARD_FETCH_INTERVAL_MS,
      shouldRetryOnError: isRetryableError,
      refreshInterval: profile?.plan_upgrade_requested_at ? UPGRADE_WATCH_INTERVAL_MS : 0,
    },
  );
  const reload = useCallback(() => mutate(), [mutate]);
  // An agent approved premium: the session (badge, assistant, lawyer chat) follows at once.
  const servedPlan = data?.plan;
  useEffect(() => {
    if (servedPlan && profile?.plan && servedPlan !== profile.plan) void refreshSession();
  }, [servedPlan, profile?.plan]);
  // swr keeps the previous answer when a reload fails; docs/product/states.md: a failure empties the screen.
  const shown = error ? undefined : data;
  return {
    requiredDocuments: shown?.requiredDocuments ?? [],
    stats: shown?.stats ?? EMPTY_STATS,
    assignedAgent: shown?.assignedAgent ?? null,
    documentsRetention: shown?.documentsRetention ?? null,
    caseTimeline: shown?.case ?? null,
    family: shown?.family ?? null,
    isLoading,
    error,
    reload,
  };
}
