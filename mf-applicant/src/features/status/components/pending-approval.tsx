import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ClockIcon, PageContainer, StatusPanel } from '@nomada/ui';

export function PendingApproval() {
  const { t } = useTranslation('applicant');
  return (
    <PageContainer py={{ base: '10', md: '20' }}>
      <StatusPanel
        icon={ClockIcon}
        tone="warning"
        title={t('pending.title')}
        actions={
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to="/">{t('pending.backHome')}</RouterLink>
          </Button>
        }
      >
        <Stack gap="3">
          <Text>{t('pending.description')}</Text>
          <Text fontWeight="semibold">{t('pending.timing')}</Text>
          <Text color="fg.muted">{t('pending.email')}</Text>
        </Stack>
      </StatusPanel>
    </PageContainer>
  );
}
