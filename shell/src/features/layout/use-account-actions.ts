import { useLocation } from 'react-router';
import { useSession } from '@nomada/state';
import { useSignOut } from '@nomada/ui';
import { homeFor } from '../guard/guard-decision';

export type AccountActions = {
  /** Hidden on the dashboards themselves (docs/product/screens.md). */
  dashboardPath?: string;
  settingsPath?: string;
  logout: () => Promise<void>;
};

const DASHBOARDS = new Set(['/dashboard', '/agent/dashboard']);

export function useAccountActions(): AccountActions {
  const { role } = useSession();
  const { pathname } = useLocation();
  const { signOut: logout } = useSignOut();

  const normalised = pathname.replace(/\/+$/, '') || '/';
  return {
    dashboardPath: DASHBOARDS.has(normalised) ? undefined : homeFor(role),
    settingsPath: role === 'agent' ? '/agent/settings' : role ? '/dashboard/settings' : undefined,
    logout,
  };
}
