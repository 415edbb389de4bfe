import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@nomada/state';
import { AlertCircleIcon, PageContainer, StatusPanel } from '@nomada/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { AuthCard } from './auth-card';
import { ResetPasswordForm } from './reset-password-form';
import { readResetTokens } from './reset-tokens';

/** /reset-password, reached from the emailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('titles.resetPassword'));
  // Read once, then take the tokens out of the address bar so they are not left in history.
  const [tokens] = useState(() => readResetTokens(window.location.hash, window.location.search));

  useEffect(() => {
    if (!tokens) {
      toast({
        title: t('resetPassword.invalidLinkTitle'),
        description: t('resetPassword.invalidLinkText'),
        variant: 'destructive',
      });
      return;
    }
    window.history.replaceState(window.history.state, '', window.location.pathname);
    // Only on arrival: a language switch must not repeat the toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tokens]);

  if (!tokens) {
    return (
      <PageContainer py={{ base: '12', md: '20' }}>
        <StatusPanel
          icon={AlertCircleIcon}
          tone="danger"
          title={t('resetPassword.invalidLinkTitle')}
          text={t('resetPassword.invalidLinkText')}
          actions={
            <Button asChild colorPalette="brand">
              <RouterLink to="/login">{t('resetPassword.requestNewLink')}</RouterLink>
            </Button>
          }
        />
      </PageContainer>
    );
  }
  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <ResetPasswordForm tokens={tokens} />
    </AuthCard>
  );
}
