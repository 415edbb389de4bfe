import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_ROUTES } from '@nomada/contracts';
import { apiPost, useSession } from '@nomada/state';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  LoadingScreen,
  PageContainer,
  StatusPanel,
} from '@nomada/ui';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { homeFor } from '../guard/guard-decision';

type Outcome = 'checking' | 'confirmed' | 'failed';

/** The token of `#token=…`, read once; the address bar is cleaned so it is not left in history. */
function takeToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (window.location.hash)
    window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

/** /confirm-email, reached from the link of the signup email. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('common');
  const { user, role } = useSession();
  useDocumentTitle(t('titles.confirmEmail'));
  const [token] = useState(takeToken);
  const [outcome, setOutcome] = useState<Outcome>(token ? 'checking' : 'failed');

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    // `apiPost` and the contract's schema rather than `apiCall`, which the public pages' copy of
    // @nomada/state leaves out.
    const route = API_ROUTES['confirm-email'];
    apiPost<unknown>(route.path, { token })
      .then((answer) => {
        if (!route.success.schema.safeParse(answer).success) throw new Error('unexpected answer');
        if (!cancelled) setOutcome('confirmed');
      })
      .catch(() => !cancelled && setOutcome('failed'));
    return () => {
      cancelled = true;
    };
  }, [token]);

  if (outcome === 'checking') return <LoadingScreen label={t('confirmEmail.checking')} />;
  const next = user ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={homeFor(role)}>{t('confirmEmail.toDashboard')}</RouterLink>
    </Button>
  ) : (
    <Button asChild colorPalette="brand">
      <RouterLink to="/login">{t('confirmEmail.toLogin')}</RouterLink>
    </Button>
  );
  return (
    <PageContainer py={{ base: '12', md: '20' }}>
      {outcome === 'confirmed' ? (
        <StatusPanel
          icon={CheckCircleIcon}
          tone="success"
          title={t('confirmEmail.doneTitle')}
          text={t('confirmEmail.doneText')}
          actions={next}
        />
      ) : (
        <StatusPanel
          icon={AlertCircleIcon}
          tone="danger"
          title={t('confirmEmail.failedTitle')}
          text={t('confirmEmail.failedText')}
          actions={next}
        />
      )}
    </PageContainer>
  );
}
