import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { LoadingScreen } from '@nomada/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { homeFor } from '../guard/guard-decision';
import { AuthCard } from './auth-card';
import { NEXT_PARAM, safeNextPath } from '../../lib/next-path';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';

/** /login: sign-in and reset-request modes; signed-in users go to `?next=` (same origin) or their dashboard. */
export function LoginPage() {
  const { t } = useTranslation('common');
  const { user, role, loading } = useSession();
  const [mode, setMode] = useState<'signIn' | 'reset'>('signIn');
  const [searchParams] = useSearchParams();
  useDocumentTitle(mode === 'reset' ? t('titles.resetPassword') : t('titles.login'));

  if (loading) return <LoadingScreen label={t('guard.checking')} />;
  if (user) {
    const next = safeNextPath(searchParams.get(NEXT_PARAM), window.location.origin);
    return <Navigate to={next ?? homeFor(role)} replace />;
  }
  return mode === 'signIn' ? (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <SignInForm onForgotPassword={() => setMode('reset')} />
    </AuthCard>
  ) : (
    <AuthCard title={t('login.resetTitle')} subtitle={t('login.resetSubtitle')}>
      <ResetRequestForm onBack={() => setMode('signIn')} />
    </AuthCard>
  );
}
