import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProfileStatus } from '@nomada/contracts';
import { useSession } from '@nomada/state';
import { DashboardCard } from './dashboard-card';

const STATUS_PALETTE: Record<ProfileStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function ApplicationStatusCard() {
  const { t } = useTranslation('applicant');
  const { profile } = useSession();
  const status = profile?.status;
  return (
    <DashboardCard id="application-status" title={t('dashboard.status.title')}>
      {status ? (
        <>
          <Badge alignSelf="flex-start" colorPalette={STATUS_PALETTE[status]} size="lg">
            {t(`dashboard.status.${status}`)}
          </Badge>
          <Text color="fg.muted">{t(`dashboard.status.${status}Hint`)}</Text>
        </>
      ) : (
        <Text color="fg.muted">{t('dashboard.profile.notProvided')}</Text>
      )}
    </DashboardCard>
  );
}
