/** RFC 3986 unreserved characters: `%41` and `A` name the same path, so they are decoded. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** Anything that needs a closer look: an escape, a backslash, NUL, a doubled slash, a dot segment. */
const NEEDS_WORK = /[%\\\0]|\/\/|\/\.\.?(?:\/|$)/;
const ESCAPE = /%([0-9A-Fa-f]{2})?/g;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
const SLASHES = /\/{2,}/g;
/** An escaped `/`, `\` or NUL would be a separator or a terminator once a service decodes it. */
const REFUSED_BYTES = new Set([0x2f, 0x5c, 0x00]);

function normalisePath(path: string): string | null {
  if (path.includes('\\') || path.includes('\0')) return null;
  let refused = false;
  const decoded = path.replace(ESCAPE, (_escape, hex: string | undefined) => {
    if (hex === undefined) {
      refused = true;
      return '';
    }
    const byte = Number.parseInt(hex, 16);
    if (REFUSED_BYTES.has(byte)) refused = true;
    const character = String.fromCharCode(byte);
    return UNRESERVED.test(character) ? character : `%${hex.toUpperCase()}`;
  });
  if (refused) return null;
  try {
    // The remaining escapes must spell valid UTF-8 (`%C0%AE`, an overlong dot, does not).
    decodeURIComponent(decoded);
  } catch {
    return null;
  }
  const collapsed = decoded.replace(SLASHES, '/');
  return DOT_SEGMENT.test(collapsed) ? null : collapsed;
}

/**
 * The one spelling of a request path that routing, the rate limit and the services all see:
 * escaped unreserved characters decoded (`/%66unctions` is `/functions`), other escapes upper-cased,
 * doubled slashes collapsed; the query is left as it came. Null means refuse: `.` or `..` segments
 * however they are spelled (`%2e%2E`, `.%2e`), escaped slashes or backslashes, raw backslashes, NUL,
 * broken escapes, and anything but an origin-form path.
 */
export function normaliseUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path[0] !== '/') return null;
  if (!NEEDS_WORK.test(path)) return url;
  const normal = normalisePath(path);
  if (normal === null) return null;
  return queryAt === -1 ? normal : normal + url.slice(queryAt);
}
