import { useSession } from '@nomada/state';

export function useIsApproved(): boolean {
  return useSession().profile?.status === 'approved';
}
