import { List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AssignedAgent, RequiredDocument } from '@nomada/contracts';
import { useLanguage } from '@nomada/i18n';
import { CheckCircleIcon, InfoIcon, XCircleIcon } from '@nomada/ui';
import { formatDate } from '../lib/format-date';
import { dashboardNotifications, type DashboardNotification } from '../lib/notifications';
import { DashboardCard } from './dashboard-card';

const ICON: Record<DashboardNotification['tone'], { icon: typeof InfoIcon; color: string }> = {
  success: { icon: CheckCircleIcon, color: 'green.600' },
  danger: { icon: XCircleIcon, color: 'red.600' },
  info: { icon: InfoIcon, color: 'blue.600' },
};

type NotificationsCardProps = {
  documents: RequiredDocument[];
  agent: AssignedAgent | null;
  loading: boolean;
};

export function NotificationsCard({ documents, agent, loading }: NotificationsCardProps) {
  const { t } = useTranslation('applicant');
  const { language } = useLanguage();
  const notifications = dashboardNotifications(documents, agent);
  return (
    <DashboardCard
      id="notifications"
      title={t('overview.notifications.title')}
      loading={loading}
      testId="notifications"
    >
      <List.Root gap="3" variant="plain">
        {notifications.map((notification, index) => {
          const { icon: Icon, color } = ICON[notification.tone];
          return (
            <List.Item key={`${notification.key}-${index}`} alignItems="flex-start">
              <List.Indicator asChild color={color}>
                <Icon mt="0.5" />
              </List.Indicator>
              <Text>
                {t(`overview.notifications.${notification.key}`, notification.values)}
                {notification.at && (
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {' · '}
                    {formatDate(notification.at, language)}
                  </Text>
                )}
              </Text>
            </List.Item>
          );
        })}
      </List.Root>
    </DashboardCard>
  );
}
