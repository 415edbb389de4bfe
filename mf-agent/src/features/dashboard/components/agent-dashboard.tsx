import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAgentDashboard } from '../hooks/use-agent-dashboard';
import type { AssignedUserPanel } from './assignments/assigned-user-panel';
import { AgentDashboardTabs } from './agent-dashboard-tabs';
import { DueSoonList } from './due-soon-list';
import { SummaryCards } from './summary-cards';

type AgentDashboardProps = {
  /** Opened under one of the agent's own applicants (the app wires the lawyer conversation here). */
  assignedUserPanel?: AssignedUserPanel;
};

export function AgentDashboard({ assignedUserPanel }: AgentDashboardProps) {
  const { t } = useTranslation('agent');
  useDocumentTitle(t('dashboard.title'));
  const dashboard = useAgentDashboard();
  const { data, error, refresh, isRefreshing } = dashboard;
  return (
    <PageContainer>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('dashboard.title')}
          </Heading>
          <Text color="fg.muted">{t('dashboard.subtitle')}</Text>
        </Stack>
        {error && (
          // The failure itself is only logged (docs/product/messages.md); this says the lists may be stale.
          <Alert.Root status="warning" variant="subtle" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                {data ? t('dashboard.staleData') : t('dashboard.loadFailed')}
              </Alert.Description>
            </Alert.Content>
            <Button
              size="sm"
              variant="outline"
              loading={isRefreshing}
              onClick={() => void refresh()}
            >
              {t('dashboard.retry')}
            </Button>
          </Alert.Root>
        )}
        <SummaryCards counts={data?.counts} />
        <DueSoonList />
        <AgentDashboardTabs dashboard={dashboard} assignedUserPanel={assignedUserPanel} />
      </Stack>
    </PageContainer>
  );
}
