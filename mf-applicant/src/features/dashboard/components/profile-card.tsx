import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { useApplicantName } from '../hooks/use-applicant-name';
import { DashboardCard } from './dashboard-card';

export function ProfileCard() {
  const { t } = useTranslation('applicant');
  const { profile, user } = useSession();
  const name = useApplicantName();
  const email = profile?.email || user?.email;
  const rows = [
    {
      key: 'name',
      label: t('dashboard.profile.name'),
      value: name || t('dashboard.profile.notProvided'),
    },
    {
      key: 'email',
      label: t('dashboard.profile.email'),
      value: email || t('dashboard.profile.notProvided'),
    },
    {
      key: 'plan',
      label: t('dashboard.profile.plan'),
      value: profile?.plan ? t(`plans.${profile.plan}`) : t('dashboard.profile.noPlan'),
    },
  ];
  return (
    <DashboardCard id="profile" title={t('dashboard.profile.title')} testId="profile-card">
      <DataList.Root orientation="vertical" gap="4">
        {rows.map((row) => (
          <DataList.Item key={row.key}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="medium" wordBreak="break-word">
              {row.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </DashboardCard>
  );
}
