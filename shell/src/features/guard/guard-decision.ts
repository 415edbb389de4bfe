import type { Profile, Role, User } from '@nomada/contracts';
import type { Access } from '../../app/route-ownership';

export type GuardSession = {
  user: User | null;
  profile: Profile | null;
  role: Role | null;
  loading: boolean;
};
export type GuardDecision =
  { type: 'allow' } | { type: 'loading' } | { type: 'redirect'; to: string };

const ALLOW: GuardDecision = { type: 'allow' };

/** Where a signed-in user belongs: agents on the agent dashboard, everyone else on /dashboard. */
export function homeFor(role: Role | null): string {
  return role === 'agent' ? '/agent/dashboard' : '/dashboard';
}

/** docs/product/states.md route guard, as a pure function of the route's access rule and the session. */
export function decideAccess(access: Access, session: GuardSession): GuardDecision {
  if (access.kind === 'public') return ALLOW;
  if (session.loading) return { type: 'loading' };
  if (!session.user) return { type: 'redirect', to: '/login' };
  if (access.kind === 'signedIn') return ALLOW;
  // The server always sends a role with a user; a missing one is treated as the sign-up default.
  const role = session.role ?? 'applicant';
  if (role !== access.role) return { type: 'redirect', to: homeFor(role) };
  if (access.checkStatus && role === 'applicant') {
    if (session.profile?.status === 'pending') return { type: 'redirect', to: '/pending-approval' };
    if (session.profile?.status === 'rejected')
      return { type: 'redirect', to: '/application-rejected' };
  }
  return ALLOW;
}
