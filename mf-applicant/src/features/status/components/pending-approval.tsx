import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ClockIcon } from '../../../components/icons';
import { StatusCard } from './status-card';

export function PendingApproval() {
  const { t } = useTranslation('applicant');
  return (
    <StatusCard
      icon={<ClockIcon boxSize="8" />}
      palette="orange"
      title={t('pending.title')}
      actions={
        <Button asChild colorPalette="teal" variant="outline">
          <RouterLink to="/">{t('pending.backHome')}</RouterLink>
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{t('pending.description')}</Text>
        <Text fontWeight="semibold">{t('pending.timing')}</Text>
        <Text color="fg.muted">{t('pending.email')}</Text>
      </Stack>
    </StatusCard>
  );
}
