import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '@nomada/ui';
import { LifebuoyIcon } from '../../../components/icons';
import { supportMailto } from '../../../config/support';
import { useIsApproved } from '../hooks/use-is-approved';
import { TabPlaceholder } from './tab-placeholder';

export function SupportTab() {
  const { t } = useTranslation('applicant');
  const approved = useIsApproved();
  return (
    <TabPlaceholder
      icon={<LifebuoyIcon boxSize="6" />}
      title={t('dashboard.support.title')}
      description={t(
        approved ? 'dashboard.support.descriptionApproved' : 'dashboard.support.description',
      )}
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
    </TabPlaceholder>
  );
}
