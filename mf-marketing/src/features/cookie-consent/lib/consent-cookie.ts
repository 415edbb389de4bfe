export const CONSENT_COOKIE = 'nomada_consent';
export const CONSENT_COOKIE_MAX_AGE_DAYS = 365;

/** Necessary cookies need no consent; analytics is the only optional category so far. */
export type ConsentChoice = { analytics: boolean; decidedAt: string };

export function readConsent(cookie: string = document.cookie): ConsentChoice | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(rest.join('=')));
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        'analytics' in parsed &&
        typeof parsed.analytics === 'boolean' &&
        'decidedAt' in parsed &&
        typeof parsed.decidedAt === 'string'
      ) {
        return { analytics: parsed.analytics, decidedAt: parsed.decidedAt };
      }
    } catch {
      // A damaged cookie counts as no choice, so the banner asks again.
    }
    return null;
  }
  return null;
}

export function writeConsent(choice: ConsentChoice): void {
  const maxAge = CONSENT_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const value = encodeURIComponent(JSON.stringify(choice));
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

/**
 * For the analytics script once there is one: load it only when this is true. Reads the cookie
 * each time, so a choice made in another tab counts too.
 */
export function hasAnalyticsConsent(): boolean {
  return readConsent()?.analytics === true;
}
