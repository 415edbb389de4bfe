import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { signOut, toast, useSession } from '@nomada/state';
import { homeFor } from '../guard/guard-decision';

export type AccountActions = {
  /** Hidden on the dashboards themselves (docs/product/screens.md). */
  dashboardPath?: string;
  settingsPath?: string;
  logout: () => Promise<void>;
};

const DASHBOARDS = new Set(['/dashboard', '/agent/dashboard']);

export function useAccountActions(): AccountActions {
  const { t } = useTranslation('common');
  const { role } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    try {
      await signOut();
      toast({
        title: t('session.signedOutTitle'),
        description: t('session.signedOutText'),
        variant: 'success',
      });
      navigate('/');
    } catch {
      toast({
        title: t('session.signOutFailedTitle'),
        description: t('errors.unexpected'),
        variant: 'destructive',
      });
    }
  }, [navigate, t]);

  const normalised = pathname.replace(/\/+$/, '') || '/';
  return {
    dashboardPath: DASHBOARDS.has(normalised) ? undefined : homeFor(role),
    settingsPath: role === 'agent' ? '/agent/settings' : role ? '/dashboard/settings' : undefined,
    logout,
  };
}
