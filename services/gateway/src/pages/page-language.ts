import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type Language } from '@nomada/contracts';

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
 * The language a page is served in, as the shell would pick it (SPEC.md section 9): `?lang=` (the
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
