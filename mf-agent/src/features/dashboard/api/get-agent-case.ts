import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { AgentCase } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import {
  apiFetcher,
  isRetryableError,
  useSession,
  type ApiError,
  type ApiReadKey,
} from '@nomada/state';
import { logger } from '../../../lib/logger';

type AgentCaseKey = ApiReadKey<'agent-case'>;

export type AgentCaseState = {
  data: AgentCase | undefined;
  isLoading: boolean;
  error: ApiError | undefined;
  refresh: () => Promise<unknown>;
};

/** POST /functions/agent-case: one applicant's whole case, for the signed-in agent. */
export function useAgentCase(userId: string): AgentCaseState {
  const { user, role } = useSession();
  const key: AgentCaseKey | null =
    user && role === 'agent' ? ['agent-case', user.id, { userId }] : null;
  const { data, error, isLoading, mutate } = useSWR<AgentCase, ApiError, AgentCaseKey | null>(
    key,
    apiFetcher,
    {
      keepPreviousData: false,
      shouldRetryOnError: isRetryableError,
      onError: (failure) => logger.warn('agent case could not be loaded', failure),
    },
  );
  const refresh = useCallback(() => mutate(), [mutate]);

  // Checklist names come in the reader's language: a new language needs a new answer.
  const { language } = useLanguage();
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    void refresh();
  }, [language, refresh]);

  return { data, isLoading, error, refresh };
}
