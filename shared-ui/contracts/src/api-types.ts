/** `GET /remotes.json`: remote name → URL of its mf-manifest.json. */
export const REMOTE_NAMES = ['mf_marketing', 'mf_applicant', 'mf_agent'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RemotesConfig = Record<RemoteName, string>;

/** `GET /shell-config.json`: whether `?preview=<remote>:<version>` is on (staging). */
export type ShellConfig = { previewEnabled: boolean };

/** Session lifetimes (the HTTP contract ("Sessions")); the shell refreshes every 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_REFRESH_INTERVAL_MS = 15 * 60 * 1000;
export const LANGUAGE_COOKIE = 'nomada_lang';
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

/** The language cookie as the switcher writes it and a `?lang=` page sets it: one year, whole site. */
export function languageCookie(language: 'en' | 'es', { secure }: { secure: boolean }): string {
  const maxAge = LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
