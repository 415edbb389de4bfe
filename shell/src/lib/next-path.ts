import { parseOwnLocation } from '@nomada/contracts';

/** Where the query of /login says to go after sign-in. */
export const NEXT_PARAM = 'next';

/**
 * `next` of `/login?next=…` when it is a page of this origin (anything else is ignored), as the path,
 * query and hash to open: the contracts' one location check (decision 066), and never the sign-in
 * page itself.
 */
export function safeNextPath(value: string | null, origin: string): string | null {
  const path = parseOwnLocation(value, origin);
  if (path === null || new URL(`${new URL(origin).origin}${path}`).pathname === '/login')
    return null;
  return path;
}

/** `/login`, remembering the page a signed-out visitor asked for (not the home page itself). */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const wanted = `${location.pathname}${location.search}${location.hash}`;
  if (wanted === '/' || location.pathname === '/login') return '/login';
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: wanted })}`;
}
