import { useCallback, useMemo, useState } from 'react';
import { AGENT_LISTS, type AgentDashboardRequest, type AgentListName } from '@nomada/contracts';

/** Rows per page of every list: a page fits a laptop screen and a phone alike. */
export const LIST_PAGE_SIZE = 10;

export type ListQuery = { page: number; search: string };
export type ListQueries = Record<AgentListName, ListQuery>;

const FIRST_PAGES = Object.fromEntries(
  AGENT_LISTS.map((list) => [list, { page: 1, search: '' }]),
) as ListQueries;

/** The page and search of each list, and the agent-dashboard-data body they make. */
export function useListQueries() {
  const [queries, setQueries] = useState<ListQueries>(FIRST_PAGES);

  const setPage = useCallback((list: AgentListName, page: number) => {
    setQueries((current) =>
      current[list].page === page ? current : { ...current, [list]: { ...current[list], page } },
    );
  }, []);

  /** A new search starts again from the first page. */
  const setSearch = useCallback((list: AgentListName, search: string) => {
    setQueries((current) =>
      current[list].search === search ? current : { ...current, [list]: { page: 1, search } },
    );
  }, []);

  const request = useMemo<AgentDashboardRequest>(
    () =>
      Object.fromEntries(
        AGENT_LISTS.map((list) => {
          const search = queries[list].search.trim();
          return [
            list,
            {
              page: queries[list].page,
              pageSize: LIST_PAGE_SIZE,
              ...(search ? { search } : {}),
            },
          ];
        }),
      ),
    [queries],
  );

  return { queries, request, setPage, setSearch };
}
