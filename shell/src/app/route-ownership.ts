import type { RemoteName, Role } from '@nomada/contracts';

/** Who may see a path (docs/product/states.md). */
export type Access =
  | { kind: 'public' }
  /** Signed-in users only; visitors go to /login. */
  | { kind: 'signedIn' }
  /** One role only; applicants are also sent to their status page while not approved. */
  | { kind: 'role'; role: Role; checkStatus?: boolean };

export type RouteOwner = { remote: RemoteName; access: Access };

type OwnedPath = { path: string; prefix?: boolean } & RouteOwner;

const PUBLIC: Access = { kind: 'public' };

/** ARCHITECTURE.md "Route ownership"; the shell itself owns /login, /reset-password and not-found. */
export const REMOTE_ROUTES: readonly OwnedPath[] = [
  { path: '/', remote: 'mf_marketing', access: PUBLIC },
  { path: '/how-it-works', remote: 'mf_marketing', access: PUBLIC },
  { path: '/pricing', remote: 'mf_marketing', access: PUBLIC },
  { path: '/contact', remote: 'mf_marketing', access: PUBLIC },
  { path: '/contact/sent', remote: 'mf_marketing', access: PUBLIC },
  { path: '/terms', remote: 'mf_marketing', access: PUBLIC },
  { path: '/cookies', remote: 'mf_marketing', access: PUBLIC },
  { path: '/privacy-policy', remote: 'mf_marketing', access: PUBLIC },
  { path: '/privacy', remote: 'mf_marketing', access: PUBLIC },
  { path: '/onboarding', remote: 'mf_applicant', access: PUBLIC },
  { path: '/pending-approval', remote: 'mf_applicant', access: { kind: 'signedIn' } },
  { path: '/application-rejected', remote: 'mf_applicant', access: { kind: 'signedIn' } },
  // Settings are the applicant's own account (password, data, deletion) whatever their status.
  {
    path: '/dashboard/settings',
    remote: 'mf_applicant',
    access: { kind: 'role', role: 'applicant' },
  },
  {
    path: '/dashboard',
    prefix: true,
    remote: 'mf_applicant',
    access: { kind: 'role', role: 'applicant', checkStatus: true },
  },
  // The agent remote owns the whole area, so it can add pages (a document, an applicant) on its own.
  { path: '/agent', prefix: true, remote: 'mf_agent', access: { kind: 'role', role: 'agent' } },
];

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed.toLowerCase() || '/';
}

/** The remote that owns a path, or undefined for the shell's not-found page. */
export function findRouteOwner(pathname: string): RouteOwner | undefined {
  const path = normalise(pathname);
  const match = REMOTE_ROUTES.find((route) =>
    route.prefix ? path === route.path || path.startsWith(`${route.path}/`) : path === route.path,
  );
  return match && { remote: match.remote, access: match.access };
}
