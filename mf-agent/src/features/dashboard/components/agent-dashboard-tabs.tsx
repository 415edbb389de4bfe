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
    <Tabs.Root defaultValue="assignments" variant="enclosed" colorPalette="brand">
      {/* Four long labels do not fit one row on a phone, so they form a 2×2 grid there. */}
      <Tabs.List
        aria-label={t('dashboard.tabsLabel')}
        display={{ base: 'grid', md: 'inline-flex' }}
        gridTemplateColumns="1fr 1fr"
      >
        {AGENT_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            justifyContent="center"
            textAlign="center"
            h="auto"
            minH="10"
            py="1.5"
          >
            {t(`dashboard.tabs.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {AGENT_TABS.map((tab) => {
        const TabIcon = TAB_ICONS[tab];
        return (
          <Tabs.Content key={tab} value={tab} pt="6">
            <SectionEmptyState
              icon={<TabIcon boxSize="6" />}
              title={t(`dashboard.empty.${tab}.title`)}
              description={t(`dashboard.empty.${tab}.description`)}
            />
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
