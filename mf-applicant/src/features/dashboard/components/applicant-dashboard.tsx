import { Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '@nomada/ui';
import { useDashboardData } from '../api/get-dashboard-data';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import {
  DASHBOARD_TABS,
  dashboardTabPath,
  isDashboardTab,
  type DashboardTab,
} from '../dashboard-tabs';
import { DashboardHeader } from './dashboard-header';
import { DocumentsTab } from './documents-tab';
import { OverviewTab } from './overview-tab';
import { RetentionNotice } from './retention-notice';
import { SupportTab } from './support-tab';

const TAB_CONTENT: Record<DashboardTab, () => React.JSX.Element> = {
  overview: OverviewTab,
  documents: DocumentsTab,
  support: SupportTab,
};

export function ApplicantDashboard({ tab }: { tab: DashboardTab }) {
  const { t } = useTranslation('applicant');
  const navigate = useNavigate();
  const { documentsRetention } = useDashboardData();
  useDocumentTitle(t(`dashboard.titles.${tab}`));
  return (
    <PageContainer>
      <Stack gap={{ base: '6', md: '8' }}>
        <DashboardHeader />
        <RetentionNotice retention={documentsRetention} />
        <Tabs.Root
          value={tab}
          onValueChange={(details) => {
            if (isDashboardTab(details.value)) navigate(dashboardTabPath(details.value));
          }}
          variant="line"
          colorPalette="brand"
          lazyMount
        >
          <Tabs.List aria-label={t('dashboard.tabsLabel')} overflowX="auto">
            {DASHBOARD_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0}>
                {t(`dashboard.tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {DASHBOARD_TABS.map((value) => {
            const Content = TAB_CONTENT[value];
            return (
              <Tabs.Content key={value} value={value} pt="6">
                <Content />
              </Tabs.Content>
            );
          })}
        </Tabs.Root>
      </Stack>
    </PageContainer>
  );
}
