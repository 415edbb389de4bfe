import useSWR from 'swr';
import type { AgentDeadlines } from '@nomada/contracts';
import {
  apiFetcher,
  isRetryableError,
  useSession,
  type ApiError,
  type ApiReadKey,
} from '@nomada/state';
import { logger } from '../../../lib/logger';

type AgentDeadlinesKey = ApiReadKey<'agent-deadlines'>;

/** POST /functions/agent-deadlines (decision 081): the agent's open deadlines, soonest first. */
export function useAgentDeadlines() {
  const { user, role } = useSession();
  const key: AgentDeadlinesKey | null =
    user && role === 'agent' ? ['agent-deadlines', user.id] : null;
  const { data, error, isLoading } = useSWR<AgentDeadlines, ApiError, AgentDeadlinesKey | null>(
    key,
    apiFetcher,
    {
      shouldRetryOnError: isRetryableError,
      onError: (failure) => logger.warn('deadlines could not be loaded', failure),
    },
  );
  return { data, error, isLoading };
}
