/**
 * Where a source link may point: a page of ours ("/pricing") or an http(s) page elsewhere. Anything
 * else (a `javascript:` URL that reached the knowledge base) is shown as text, never as a link.
 */
export type SourceLink =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string } | null;

export function sourceLink(url: string): SourceLink {
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'internal', path: url };
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { kind: 'external', href: parsed.href }
      : null;
  } catch {
    return null;
  }
}
