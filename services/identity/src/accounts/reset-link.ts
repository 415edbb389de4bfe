import { parseOwnLocation } from '@nomada/contracts';

const DEFAULT_RESET_PATH = '/reset-password';

/**
 * The emailed link: always a page of the product's own origin. A `redirect_to` that is not a page of
 * that origin is ignored (the default page is used), so nobody can have us mail reset tokens pointing
 * at their site; the link is our origin followed by the checked path, never a second parse.
 */
export function buildResetUrl(
  publicUrl: string,
  redirectTo: string | undefined,
  tokens: { accessToken: string; refreshToken: string },
): string {
  const base = new URL(publicUrl);
  const basePath = base.pathname.replace(/\/$/, '');
  const requested = redirectTo === undefined ? null : parseOwnLocation(redirectTo, base.origin);
  const page = (requested ?? `${basePath}${DEFAULT_RESET_PATH}`).replace(/#.*$/, '');
  const fragment = new URLSearchParams({
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    type: 'recovery',
  });
  return `${base.origin}${page}#${fragment}`;
}
