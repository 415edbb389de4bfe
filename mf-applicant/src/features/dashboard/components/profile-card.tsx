import { Card, DataList, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { useApplicantName } from '../hooks/use-applicant-name';

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
    <Card.Root variant="outline" h="full">
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('dashboard.profile.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
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
      </Card.Body>
    </Card.Root>
  );
}
