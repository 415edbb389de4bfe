import type { ComponentType } from 'react';
import { Tabs, type IconProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ClipboardIcon, DocumentIcon, HistoryIcon, UsersIcon } from '../../../components/icons';
import { AGENT_TABS, type AgentTab } from '../dashboard-sections';
import { SectionEmptyState } from './section-empty-state';

const TAB_ICONS: Record<AgentTab, ComponentType<IconProps>> = {
  assignments: UsersIcon,
  documents: DocumentIcon,
  registrations: ClipboardIcon,
  history: HistoryIcon,
};

export function AgentDashboardTabs() {
  const { t } = useTranslation('agent');
  return (
    <Tabs.Root defaultValue="assignments" variant="line" colorPalette="brand" size={{ base: 'sm', md: 'md' }}>
      <Tabs.List aria-label={t('dashboard.tabsLabel')} overflowX="auto" overflowY="hidden">
        {AGENT_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} flexShrink={0}>
            {t(`dashboard.tabs.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {AGENT_TABS.map((tab) => {
        const TabIcon = TAB_ICONS[tab];
        return (
          <Tabs.Content key={tab} value={tab} pt="6">
            <SectionEmptyState
              icon={<TabIcon />}
              title={t(`dashboard.empty.${tab}.title`)}
              description={t(`dashboard.empty.${tab}.description`)}
            />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
