import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { CircleCrossIcon, MailIcon } from '../../../components/icons';
import { supportMailto } from '../../../config/support';
import { StatusCard } from './status-card';

export function ApplicationRejected() {
  const { t } = useTranslation('applicant');
  const { profile } = useSession();
  const reason = profile?.rejection_reason?.trim() || t('rejected.defaultReason');
  return (
    <StatusCard
      icon={<CircleCrossIcon boxSize="8" />}
      palette="red"
      title={t('rejected.title')}
      actions={
        <>
          <Button asChild colorPalette="teal">
            <a href={supportMailto(t('rejected.mailSubject'))}>
              <MailIcon boxSize="5" />
              {t('rejected.contactSupport')}
            </a>
          </Button>
          {/* SPEC.md section 2: this sign-out button does nothing on this page; the top bar's menu signs out. */}
          <Button variant="outline" type="button">
            {t('rejected.signOut')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t('rejected.description')}</Text>
        <Box bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="md" p="4" textAlign="start">
          <Text fontWeight="semibold" color="red.800" fontSize="sm">
            {t('rejected.reasonLabel')}
          </Text>
          <Text color="red.900" data-testid="rejection-reason">
            {reason}
          </Text>
        </Box>
        <Text color="fg.muted">{t('rejected.help')}</Text>
      </Stack>
    </StatusCard>
  );
}
