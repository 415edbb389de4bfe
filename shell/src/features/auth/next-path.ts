/** Where the query of /login says to go after sign-in. */
export const NEXT_PARAM = 'next';

const UNSAFE = /[\\\u0000-\u001f\u007f]/;

/**
 * `next` of `/login?next=…` when it is a path on this origin (API.md: anything else is ignored), as
 * the path, query and hash to open. Refused: absolute and scheme-relative URLs (`https://…`,
 * `//evil.example`, `/\evil`, which browsers read as `//`), any backslash or control character
 * (raw or percent-encoded, since a router decodes them), and the sign-in page itself.
 */
export function safeNextPath(value: string | null, origin: string): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  for (const form of [value, decoded])
    if (UNSAFE.test(form) || form.startsWith('//') || !form.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login`, remembering the page a signed-out visitor asked for (not the home page itself). */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const wanted = `${location.pathname}${location.search}${location.hash}`;
  if (wanted === '/' || location.pathname === '/login') return '/login';
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: wanted })}`;
}
