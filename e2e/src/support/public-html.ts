import type { APIRequestContext } from '@playwright/test';
import type { Language } from '@nomada/contracts';

/** The HTML a page is served as, the way a crawler or link preview reads it: one request, no script. */
export async function servedHtml(
  request: APIRequestContext,
  path: string,
  language: Language,
): Promise<string> {
  const response = await request.get(path, {
    headers: { accept: 'text/html', 'accept-language': language === 'en' ? 'en-GB' : 'es-ES' },
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return response.text();
}

/** The markup inside `<div id="root">`, where the shell's React tree lives. */
export function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  return start < 0 ? '' : html.slice(start);
}

/** The text of the first `<h1>` of some markup, tags removed and entities of text decoded. */
export function firstHeading(markup: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(markup);
  return match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();
}

/** The `content` or `href` of the first tag matching `pattern` (`<link rel="canonical"`…). */
export function attributeOf(html: string, pattern: RegExp, attribute: string): string | undefined {
  const tag = html.match(pattern)?.[0];
  return tag ? new RegExp(`${attribute}="([^"]*)"`).exec(tag)?.[1] : undefined;
}
