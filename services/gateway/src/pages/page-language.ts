import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, languageCookie, type Language } from '@nomada/contracts';

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'es';

function cookieLanguage(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    const value = rest.join('=');
    return isLanguage(value) ? value : undefined;
  }
  return undefined;
}

/**
 * The language a page is served in, as the shell would pick it (docs/product/constants.md): `?lang=` (the
 * hreflang links), then the `nomada_lang` cookie, then English for an English browser's first
 * preference and Spanish for everyone else.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const query = new URL(request.url, 'http://gateway').searchParams.get('lang');
  if (isLanguage(query)) return query;
  const fromCookie = cookieLanguage(request.headers.cookie);
  if (fromCookie) return fromCookie;
  const first =
    (request.headers['accept-language'] ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') || first.startsWith('en;') ? 'en' : 'es';
}

/**
 * The cookie a `?lang=` link stores, as the language switcher does in the browser (365 days, the
 * whole site): a visitor who chose a language before the page's scripts ran keeps it on the next
 * visit (docs/product/constants.md). None when the link names no language or the cookie says it.
 */
export function languageCookieFor(request: FastifyRequest): string | null {
  const query = new URL(request.url, 'http://gateway').searchParams.get('lang');
  if (!isLanguage(query) || cookieLanguage(request.headers.cookie) === query) return null;
  return languageCookie(query, { secure: request.publicOrigin.startsWith('https:') });
}
