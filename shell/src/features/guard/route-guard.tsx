import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { LoadingScreen } from '@nomada/ui';
import type { Access } from '../../app/route-ownership';
import { decideAccess } from './guard-decision';

/** Spinner while the session loads, then the page or a redirect (SPEC.md section 4). */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const decision = decideAccess(access, session);
  if (decision.type === 'loading') return <LoadingScreen label={t('guard.checking')} />;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
