import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AGENT_TABS, type AgentTab } from '../dashboard-sections';
import type { AgentDashboardModel } from '../hooks/use-agent-dashboard';
import type { AssignedUserPanel } from './assignments/assigned-user-panel';
import { AssignmentsTab } from './assignments/assignments-tab';
import { DocumentsTab } from './documents/documents-tab';
import { HistoryTab } from './history/history-tab';
import { RegistrationsTab } from './registrations/registrations-tab';

const isTab = (value: string | null): value is AgentTab =>
  (AGENT_TABS as readonly (string | null)[]).includes(value);

type AgentDashboardTabsProps = {
  dashboard: AgentDashboardModel;
  assignedUserPanel?: AssignedUserPanel;
};

/** The four tabs; the open one is in the address (`?tab=documents`), so reload and back keep it. */
export function AgentDashboardTabs({ dashboard, assignedUserPanel }: AgentDashboardTabsProps) {
  const { t } = useTranslation('agent');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AgentTab = isTab(requested) ? requested : 'assignments';

  return (
    <Tabs.Root
      value={tab}
      onValueChange={({ value }) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === 'assignments') next.delete('tab');
            else next.set('tab', value);
            return next;
          },
          { replace: true },
        )
      }
      variant="enclosed"
      colorPalette="brand"
      lazyMount
    >
      {/* Four long labels do not fit one row on a phone, so they form a 2×2 grid there. */}
      <Tabs.List
        aria-label={t('dashboard.tabsLabel')}
        display={{ base: 'grid', md: 'inline-flex' }}
        gridTemplateColumns="1fr 1fr"
      >
        {AGENT_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            justifyContent="center"
            textAlign="center"
            h="auto"
            minH="10"
            py="1.5"
          >
            {t(`dashboard.tabs.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="assignments" pt="6">
        <AssignmentsTab dashboard={dashboard} assignedUserPanel={assignedUserPanel} />
      </Tabs.Content>
      <Tabs.Content value="documents" pt="6">
        <DocumentsTab dashboard={dashboard} />
      </Tabs.Content>
      <Tabs.Content value="registrations" pt="6">
        <RegistrationsTab dashboard={dashboard} />
      </Tabs.Content>
      <Tabs.Content value="history" pt="6">
        <HistoryTab dashboard={dashboard} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
