import type { EmotionCache } from '@emotion/cache';

export type StyleChunk = { key: string; ids: string[]; css: string };

/**
 * The CSS a server render inserted, as @emotion/server would extract it: the global styles (the
 * Chakra reset and token variables) one by one, then the rules of the class names the HTML uses.
 * Written as `<style data-emotion="<key> <ids>">`, the browser's emotion cache adopts them instead
 * of inserting them again.
 */
export function extractStyles(cache: EmotionCache, html: string): StyleChunk[] {
  const usedIds = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))) {
    if (match[1]) usedIds.add(match[1]);
  }
  const globals: StyleChunk[] = [];
  const regular: StyleChunk = { key: cache.key, ids: [], css: '' };
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (registered) {
      if (!usedIds.has(id)) continue;
      regular.ids.push(id);
      regular.css += rules;
    } else {
      globals.push({ key: `${cache.key}-global`, ids: [id], css: rules });
    }
  }
  return [...globals, regular];
}

/**
 * `</style>` cannot occur in emotion's CSS, but a stray one must not end the element early.
 * `data-s` is what emotion marks its own inserted tags with: the browser's cache then leaves the global
 * styles (the reset and token variables, most of the CSS) in the head where they already are, instead
 * of taking each out and appending it to the head again in the task that evaluates Chakra on a phone.
 */
export function styleTags(chunks: readonly StyleChunk[]): string {
  return chunks
    .filter((chunk) => chunk.css)
    .map(
      (chunk) =>
        `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}" data-s="">${chunk.css.replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('');
}
