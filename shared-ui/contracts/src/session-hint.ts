/**
 * A cookie scripts may read that says only "this browser holds a session": no token, no id, no role.
 * A prerendered public page starts the shell at once when it is there, so a signed-in reader's top
 * bar and assistant become theirs without waiting for a first interaction (decision 009). It lives
 * as long as the refresh cookie, and over https takes the `__Host-` prefix like the access cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'nomada_signed_in';

const SIGNED_IN_HINT = /(?:^|;\s?)(?:__Host-)?nomada_signed_in=1(?:;|$)/;

/** Whether a `Cookie` header or `document.cookie` carries the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return SIGNED_IN_HINT.test(cookies);
}
