import type { Language } from '@nomada/i18n';

/**
 * The same page in another language: the gateway serves `?lang=` prerendered, so the switch works as
 * a plain link before (or without) any script; the rest of the query and the fragment are kept.
 */
export function languageHref(
  { pathname, search, hash }: { pathname: string; search: string; hash: string },
  language: Language,
): string {
  const query = new URLSearchParams(search);
  query.set('lang', language);
  return `${pathname}?${query.toString()}${hash}`;
}
