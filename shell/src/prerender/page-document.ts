import type { Language } from '@nomada/i18n';
import type { PageHead } from '@nomada/ui';
import {
  PAGE_DATA_ELEMENT_ID,
  serialisePageData,
  type PageData,
} from '../features/prerender/page-data';
import { styleTags, type StyleChunk } from './emotion-styles';

const OG_LOCALES: Record<Language, string> = { en: 'en_GB', es: 'es_ES' };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** `/pricing?lang=es`: every language of a page has an address of its own. */
export function languageUrl(origin: string, path: string, language?: Language): string {
  const url = new URL(path, origin);
  if (language) url.searchParams.set('lang', language);
  return url.href;
}

function headTags({
  head,
  path,
  language,
  origin,
  languages,
}: {
  head: PageHead;
  path: string;
  language: Language;
  origin: string;
  languages: readonly Language[];
}): string {
  const canonical = languageUrl(origin, path, language);
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description ?? '');
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...languages.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeHtml(languageUrl(origin, path, other))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(origin, path))}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
  ].join('');
}

/** The template's entry scripts (`<script defer src>`), which the wake script starts instead. */
const ENTRY_SCRIPT = /<script defer(?:="")? src="([^"]+)"><\/script>/g;

export type PageScripts = {
  /** The wake entry's files (wake.ts). */
  wake: readonly string[];
  /** What the shell will need, fetched ahead once the page has loaded (page-prefetches.ts). */
  prefetch: readonly string[];
};

/**
 * The wake entry in place of the template's entry scripts, which it starts once the page is idle.
 * `async`, not `defer`: a deferred script runs in the task that ends parsing, which on a page with
 * nothing left to load also styles and lays out the whole page for its load event; that task was
 * the longest of the load on a phone and Lighthouse counted it against the wake script (issue 30).
 */
function wakeScript(start: readonly string[], { wake, prefetch }: PageScripts): string {
  const list = (items: readonly string[]) => escapeHtml(JSON.stringify(items));
  return wake
    .map(
      (file) =>
        `<script async src="/${escapeHtml(file)}" data-start="${list(start)}" data-prefetch="${list(prefetch)}"></script>`,
    )
    .join('');
}

/**
 * The shell's index.html with a prerendered page in it: language, title, description, canonical
 * and hreflang alternates, link-preview tags, the page's CSS, its markup in `#root`, the data
 * hydration needs (page-data.ts), and the wake script instead of the shell's entry.
 */
export function pageDocument({
  template,
  html,
  styles,
  head,
  data,
  path,
  origin,
  languages,
  scripts,
}: {
  template: string;
  html: string;
  styles: readonly StyleChunk[];
  head: PageHead;
  data: PageData;
  path: string;
  origin: string;
  languages: readonly Language[];
  scripts: PageScripts;
}): string {
  const start = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  const tags =
    headTags({ head, path, language: data.language, origin, languages }) +
    styleTags(styles) +
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serialisePageData(data)}</script>` +
    wakeScript(start, scripts);
  const root = /<div id="?root"?>\s*<\/div>/;
  if (!root.test(template) || !template.includes('</head>'))
    throw new Error('index.html has no <div id="root"></div> or </head>');
  if (start.length === 0 || scripts.wake.length === 0)
    throw new Error('index.html has no entry script, or the build no wake entry');
  // Replacer functions, so a `$` in a text is never read as a replacement pattern.
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(/<html[^>]*>/, () => `<html lang="${data.language}">`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '')
    .replace('</head>', () => `${tags}</head>`)
    .replace(root, () => `<div id="root">${html}</div>`);
}
