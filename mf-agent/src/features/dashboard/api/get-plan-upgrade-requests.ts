import useSWR from 'swr';
import type { PlanUpgradeRequestsAnswer } from '@nomada/contracts';
import {
  apiFetcher,
  isRetryableError,
  useSession,
  type ApiError,
  type ApiReadKey,
} from '@nomada/state';

type UpgradeKey = ApiReadKey<'plan-upgrade-requests'>;

/** How often the list is read again while the dashboard is open (new requests come from applicants). */
export const UPGRADE_REQUESTS_REFRESH_MS = 60_000;

/** POST /functions/plan-upgrade-requests: basic applicants waiting for premium, oldest first. */
export function usePlanUpgradeRequests() {
  const { user, role } = useSession();
  const key: UpgradeKey | null =
    user && role === 'agent' ? ['plan-upgrade-requests', user.id] : null;
  return useSWR<PlanUpgradeRequestsAnswer, ApiError, UpgradeKey | null>(key, apiFetcher, {
    refreshInterval: UPGRADE_REQUESTS_REFRESH_MS,
    shouldRetryOnError: isRetryableError,
  });
}
