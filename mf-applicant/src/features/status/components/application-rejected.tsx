import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import { useSession } from '@nomada/state';
import {
  LogOutIcon,
  MailIcon,
  PageContainer,
  StatusPanel,
  XCircleIcon,
  useSignOut,
} from '@nomada/ui';
import { supportMailto } from '../../../config/support';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useStatusRedirect } from '../hooks/use-status-redirect';

export function ApplicationRejected() {
  const { t } = useTranslation('applicant');
  const { profile } = useSession();
  const { signOut, signingOut } = useSignOut();
  const redirect = useStatusRedirect('rejected');
  useDocumentTitle(t('rejected.title'));
  if (redirect) return <Navigate to={redirect} replace />;
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
            <Button asChild variant="outline">
              <RouterLink to="/dashboard/settings">{t('rejected.settings')}</RouterLink>
            </Button>
            <Button
              variant="outline"
              type="button"
              onClick={() => void signOut()}
              loading={signingOut}
            >
              <LogOutIcon />
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
            <Text data-testid="rejection-reason" wordBreak="break-word">
              {reason}
            </Text>
          </Box>
          <Text color="fg.muted">{t('rejected.help')}</Text>
        </Stack>
      </StatusPanel>
    </PageContainer>
  );
}
