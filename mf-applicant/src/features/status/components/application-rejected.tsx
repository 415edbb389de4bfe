import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { MailIcon, PageContainer, StatusPanel, XCircleIcon } from '@nomada/ui';
import { supportMailto } from '../../../config/support';

export function ApplicationRejected() {
  const { t } = useTranslation('applicant');
  const { profile } = useSession();
  const reason = profile?.rejection_reason?.trim() || t('rejected.defaultReason');
  return (
    <PageContainer py={{ base: '10', md: '20' }}>
      <StatusPanel
        icon={XCircleIcon}
        tone="danger"
        title={t('rejected.title')}
        actions={
          <>
            <Button asChild colorPalette="brand">
              <a href={supportMailto(t('rejected.mailSubject'))}>
                <MailIcon />
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
        <Stack gap="4" w="full">
          <Text>{t('rejected.description')}</Text>
          <Box
            bg="red.subtle"
            borderWidth="1px"
            borderColor="red.muted"
            borderRadius="md"
            p="4"
            textAlign="start"
          >
            <Text fontWeight="semibold" color="red.fg" fontSize="sm">
              {t('rejected.reasonLabel')}
            </Text>
            <Text data-testid="rejection-reason">{reason}</Text>
          </Box>
          <Text color="fg.muted">{t('rejected.help')}</Text>
        </Stack>
      </StatusPanel>
    </PageContainer>
  );
}
