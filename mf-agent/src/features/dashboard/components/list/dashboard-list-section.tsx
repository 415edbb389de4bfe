import type { AgentListName } from '@nomada/contracts';
import type { AgentDashboardModel } from '../../hooks/use-agent-dashboard';
import { ListSection, type ListSectionProps } from './list-section';

type DashboardListSectionProps = Omit<
  ListSectionProps,
  'pageInfo' | 'query' | 'onSearch' | 'onPage' | 'itemCount'
> & {
  /** Which of the dashboard's lists: its page, search, pager and row count follow from it. */
  list: AgentListName;
  dashboard: AgentDashboardModel;
};

/** A list section wired to one of the dashboard's lists (every tab's lists are one of these). */
export function DashboardListSection({ list, dashboard, ...section }: DashboardListSectionProps) {
  const { data, queries, setSearch, setPage } = dashboard;
  return (
    <ListSection
      {...section}
      pageInfo={data?.pagination[list]}
      query={queries[list]}
      onSearch={(search) => setSearch(list, search)}
      onPage={(page) => setPage(list, page)}
      itemCount={data?.[list].length ?? 0}
    />
  );
}
