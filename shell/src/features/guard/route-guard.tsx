import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@nomada/state';
import { LoadingScreen } from '@nomada/ui';
import type { Access } from '../../app/route-ownership';
import { loginPathFor } from '../../lib/next-path';
import { decideAccess } from './guard-decision';

/** Spinner while the session loads, then the page or a redirect (docs/product/states.md). */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { t } = useTranslation('common');
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(access, session);
  if (decision.type === 'loading') return <LoadingScreen label={t('guard.checking')} />;
  if (decision.type === 'redirect') {
    // Signed out: sign-in brings the visitor back to what they asked for (a link from an email).
    const to = decision.to === '/login' ? loginPathFor(location) : decision.to;
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}
