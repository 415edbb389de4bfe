import { SWRConfig } from 'swr';
import { renderAt } from '@nomada/ui/testing';
import { AgentDashboard } from '../features/dashboard/components/agent-dashboard';
import type { AssignedUserPanel } from '../features/dashboard/components/assignments/assigned-user-panel';

/** The dashboard at `/agent/dashboard` (with `?tab=` when given), with a cache of its own as a fresh page has. */
export function renderDashboard(
  tab?: 'assignments' | 'documents' | 'registrations' | 'history',
  assignedUserPanel?: AssignedUserPanel,
) {
  return renderAt(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AgentDashboard assignedUserPanel={assignedUserPanel} />
    </SWRConfig>,
    tab ? `/agent/dashboard?tab=${tab}` : '/agent/dashboard',
  );
}
