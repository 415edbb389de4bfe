import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import { useSession } from '@nomada/state';
import { ClockIcon, LogOutIcon, PageContainer, StatusPanel, useSignOut } from '@nomada/ui';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useResendConfirmation } from '../../../hooks/use-resend-confirmation';
import { useStatusRedirect } from '../hooks/use-status-redirect';

export function PendingApproval() {
  const { t } = useTranslation('applicant');
  const { profile, user } = useSession();
  const { signOut, signingOut } = useSignOut();
  const { resend, sending } = useResendConfirmation();
  const redirect = useStatusRedirect('pending');
  useDocumentTitle(t('pending.title'));
  if (redirect) return <Navigate to={redirect} replace />;
  const email = profile?.email ?? user?.email;
  return (
    <PageContainer py={{ base: '10', md: '20' }}>
      <StatusPanel
        icon={ClockIcon}
        tone="warning"
        title={t('pending.title')}
        actions={
          <>
            <Button asChild variant="outline">
              <RouterLink to="/dashboard/settings">{t('pending.settings')}</RouterLink>
            </Button>
            <Button
              variant="outline"
              type="button"
              onClick={() => void signOut()}
              loading={signingOut}
            >
              <LogOutIcon />
              {t('pending.signOut')}
            </Button>
          </>
        }
      >
        <Stack gap="3">
          <Text>{t('pending.description')}</Text>
          <Text fontWeight="semibold">{t('pending.timing')}</Text>
          <Text color="fg.muted">{t('pending.email')}</Text>
          {profile && !profile.email_confirmed && email && (
            <Alert.Root status="info" colorPalette="brand" textAlign="start">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('pending.confirmTitle')}</Alert.Title>
                <Alert.Description wordBreak="break-word">
                  {t('pending.confirmText', { email })}
                </Alert.Description>
                <Button
                  mt="3"
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  loading={sending}
                  onClick={() => void resend()}
                >
                  {t('pending.resend')}
                </Button>
              </Alert.Content>
            </Alert.Root>
          )}
        </Stack>
      </StatusPanel>
    </PageContainer>
  );
}
