import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@nomada/ui';
import { AgentDashboardTabs } from './agent-dashboard-tabs';
import { SummaryCards } from './summary-cards';

export function AgentDashboard() {
  const { t } = useTranslation('agent');
  return (
    <PageContainer>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('dashboard.title')}
          </Heading>
          <Text color="fg.muted">{t('dashboard.subtitle')}</Text>
        </Stack>
        <SummaryCards />
        <AgentDashboardTabs />
      </Stack>
    </PageContainer>
  );
}
