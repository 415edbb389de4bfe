/** Query parameters whose values say nothing secret and help whoever reads a log. */
const PLAIN_PARAMETERS = new Set(['lang', 'preview', 'page', 'download']);
/** A path segment that is a bearer secret: long, token-like, and not a UUID (ids are not secrets). */
const TOKEN_SEGMENT = /^[A-Za-z0-9_.~-]{24,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_LOGGED = 2048;
/** Everything after these is a secret: signed download links and calendar feed addresses. */
const SECRET_PATH_PREFIXES = ['/files/', '/calendar/'];

function redactSegment(segment: string): string {
  return TOKEN_SEGMENT.test(segment) && !UUID.test(segment) && /\d/.test(segment)
    ? '[redacted]'
    : segment;
}

/**
 * Every URL written to a log goes through this (decision 067's companion in issue 25): a signed
 * download link (`/files/…`), a secret calendar address or any other token-like path segment, the
 * values of query parameters (tokens, emails) other than a few plain ones, and the fragment (reset
 * tokens) never reach a log line. Linear in the URL's length; long URLs are cut.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? null : beforeHash.slice(queryAt + 1);
  const secretPrefix = SECRET_PATH_PREFIXES.find((prefix) => path.startsWith(prefix));
  const safePath = secretPrefix
    ? `${secretPrefix}[redacted]`
    : path.split('/').map(redactSegment).join('/');
  const safeQuery =
    query === null
      ? ''
      : `?${query
          .split('&')
          .map((pair) => {
            const equals = pair.indexOf('=');
            if (equals === -1) return pair;
            const name = pair.slice(0, equals);
            return PLAIN_PARAMETERS.has(name) ? pair : `${name}=[redacted]`;
          })
          .join('&')}`;
  const redacted = `${safePath}${safeQuery}${hashAt === -1 ? '' : '#[redacted]'}`;
  return redacted.length > MAX_LOGGED ? `${redacted.slice(0, MAX_LOGGED)}…` : redacted;
}
