/** The longest location we take from a person (a `next`, a `redirect_to`). */
export const MAX_LOCATION_LENGTH = 2048;

// Control characters, whitespace and backslashes: browsers drop tabs and newlines inside a URL and
// read `\` as `/`, so `/\evil` or `/<tab>/evil` would become `//evil`, another host.
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f\\]/;
// Only ASCII: a look-alike slash (∕ ／ ⧸ ⁄) is normalised by some parsers into a real one.
const NOT_ASCII = /[^\u0021-\u007e]/;
const LOOK_ALIKE_SLASH = /[\u2044\u2215\u2571\u29f8\u3033\uff0f\uff3c]/;

function decodedForms(text: string): string[] | null {
  const forms = [text];
  let current = text;
  // Routers and servers decode again; two rounds catch `%252F` as well as `%2F`.
  for (let round = 0; round < 2; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) break;
    forms.push(decoded);
    current = decoded;
  }
  return forms;
}

/**
 * Whether a location a person gave us (`next` after sign-in, the reset link's `redirect_to`, any
 * later redirect) is a page of `origin`, and if so that page as a path (`/a/b?c#d`) that cannot be
 * read as another host: the one check every such place uses (decision 066). The answer is built from
 * the parsed path only; callers put it after our own origin (`${origin}${path}`) and never parse it
 * again against anything. Refused (null): other origins and schemes, scheme-relative URLs (`//x`,
 * `/.//x`, which normalise to `//x`), backslashes, whitespace and control characters anywhere (raw
 * or percent-encoded, once or twice), look-alike slashes and anything not ASCII, and overlong input.
 */
export function parseOwnLocation(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LOCATION_LENGTH)
    return null;
  if (UNSAFE_CHARACTER.test(value) || NOT_ASCII.test(value)) return null;
  const ownOrigin = new URL(origin).origin;
  const isPath = value.startsWith('/') && !value.startsWith('//');
  if (!isPath && !value.toLowerCase().startsWith(`${ownOrigin.toLowerCase()}/`)) return null;
  let url: URL;
  try {
    url = new URL(value, ownOrigin);
  } catch {
    return null;
  }
  if (url.origin !== ownOrigin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const forms = decodedForms(path);
  if (!forms) return null;
  for (const form of forms) {
    if (!form.startsWith('/') || form.startsWith('//')) return null;
    if (UNSAFE_CHARACTER.test(form.replace(/ /g, '_')) || LOOK_ALIKE_SLASH.test(form)) return null;
  }
  return path;
}

/**
 * Every body field of the public API that carries a location taken from a person: the API fuzz sends
 * each of them the hostile locations; a new such field is added here with its check.
 */
export const LOCATION_FIELDS = { recover: ['redirect_to'] } as const;
