import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, type Language } from '@nomada/contracts';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** Where a form sent without scripts lands once it is stored (a prerendered page of the site). */
export const CONTACT_SENT_PATH = '/contact/sent';

/**
 * A browser's own submission of the served form (no script ran): it expects a page back, not JSON.
 * Every JSON call keeps the answers the HTTP contract gives.
 */
export function isNativeFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM_CONTENT_TYPE);
}

/**
 * Parses urlencoded bodies into a plain object of strings (the last value of a repeated name wins),
 * in the encapsulated context of the route that accepts them; the route's body limit applies.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
    done(null, fields);
  });
}

/** The language the page was in (the form's hidden `lang`), else the visitor's language cookie. */
export function formLanguage(request: FastifyRequest): Language {
  const body = request.body as Record<string, unknown> | undefined;
  const named = body?.['lang'];
  if (named === 'en' || named === 'es') return named;
  return request.cookies?.[LANGUAGE_COOKIE] === 'es' ? 'es' : 'en';
}
