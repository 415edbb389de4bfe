import type { ProfileStatus } from '@nomada/contracts';
import { useSession } from '@nomada/state';

/**
 * Where a signed-in person belongs instead of the status page for `shown`, if elsewhere: agents on
 * their dashboard, approved applicants on theirs, and the other status page when theirs changed.
 */
export function useStatusRedirect(shown: ProfileStatus): string | undefined {
  const { role, profile, loading } = useSession();
  if (loading) return undefined;
  if (role === 'agent') return '/agent/dashboard';
  const status = profile?.status;
  if (!status || status === shown) return undefined;
  if (status === 'approved') return '/dashboard';
  return status === 'pending' ? '/pending-approval' : '/application-rejected';
}
