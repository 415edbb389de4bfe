import { useAgentDashboardData } from '../api/get-agent-dashboard-data';
import { useAgentActions } from './use-agent-actions';
import { useListQueries } from './use-list-queries';

/** Everything the dashboard's cards and tabs share: the data, each list's query, the actions. */
export function useAgentDashboard() {
  const lists = useListQueries();
  const data = useAgentDashboardData(lists.request);
  const actions = useAgentActions(data.refresh);
  return { ...data, ...lists, actions };
}

export type AgentDashboardModel = ReturnType<typeof useAgentDashboard>;
