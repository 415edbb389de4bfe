const DEFAULT_RESET_PATH = '/reset-password';

/**
 * The emailed link: always on the product's own origin. A `redirect_to` elsewhere is ignored, so
 * nobody can have us mail reset tokens pointing at their site.
 */
export function buildResetUrl(
  publicUrl: string,
  redirectTo: string | undefined,
  tokens: { accessToken: string; refreshToken: string },
): string {
  const base = new URL(publicUrl);
  let target = new URL(`${base.pathname.replace(/\/$/, '')}${DEFAULT_RESET_PATH}`, base.origin);
  if (redirectTo) {
    try {
      const requested = new URL(redirectTo, base);
      if (requested.origin === base.origin)
        target = new URL(`${requested.pathname}${requested.search}`, base.origin);
    } catch {
      // An unparsable redirect is ignored like a foreign one.
    }
  }
  const fragment = new URLSearchParams({
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    type: 'recovery',
  });
  target.hash = fragment.toString();
  return target.toString();
}
