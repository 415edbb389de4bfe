import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '@nomada/ui';
import { LifebuoyIcon } from '../../../components/icons';
import { supportMailto } from '../../../config/support';
import { AwaitingApprovalState } from './awaiting-approval-state';

export function SupportTab() {
  const { t } = useTranslation('applicant');
  return (
    <AwaitingApprovalState
      icon={<LifebuoyIcon />}
      title={t('dashboard.support.title')}
      description={t('dashboard.support.description')}
    >
      <Stack align="center" gap="2" pt="2">
        <Text fontWeight="medium">{t('dashboard.support.contactPrompt')}</Text>
        <Button asChild colorPalette="brand" variant="outline">
          <a href={supportMailto(t('rejected.mailSubject'))}>
            <MailIcon />
            {t('dashboard.support.contactAction')}
          </a>
        </Button>
      </Stack>
    </AwaitingApprovalState>
  );
}
