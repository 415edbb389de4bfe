import { Badge, Card, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProfileStatus } from '@nomada/contracts';
import { useSession } from '@nomada/state';

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
    <Card.Root variant="outline" h="full">
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('dashboard.status.title')}
        </Heading>
      </Card.Header>
      <Card.Body gap="3" alignItems="flex-start">
        {status ? (
          <>
            <Badge colorPalette={STATUS_PALETTE[status]} size="lg">
              {t(`dashboard.status.${status}`)}
            </Badge>
            <Text color="fg.muted">{t(`dashboard.status.${status}Hint`)}</Text>
          </>
        ) : (
          <Text color="fg.muted">{t('dashboard.profile.notProvided')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
