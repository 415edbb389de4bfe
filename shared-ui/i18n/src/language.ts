import { LANGUAGE_COOKIE, languageCookie, type Language } from '@nomada/contracts';

export type { Language };
export const LANGUAGES: readonly Language[] = ['en', 'es'];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

export function readLanguageCookie(cookie: string = document.cookie): Language | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLanguage(value) ? value : undefined;
    }
  }
  return undefined;
}

export function writeLanguageCookie(language: Language): void {
  document.cookie = languageCookie(language, { secure: window.location.protocol === 'https:' });
}

/** docs/product/constants.md: the cookie wins; otherwise English browsers get en and everyone else es. */
export function detectLanguage(
  cookie: string = document.cookie,
  browserLanguages: readonly string[] = navigator.languages?.length
    ? navigator.languages
    : [navigator.language],
): Language {
  const saved = readLanguageCookie(cookie);
  if (saved) return saved;
  const first = (browserLanguages[0] ?? '').toLowerCase();
  return first === 'en' || first.startsWith('en-') ? 'en' : 'es';
}
