import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** `main.1a2b3c4d5e.js`, `assets/logo.0f9e8d7c6b.svg`, their source maps and precompressed copies: names that change with content. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?(?:\.br|\.gz)?$/i;

/**
 * Hashed files never change, so browsers keep them for a year; everything else (index.html,
 * mf-manifest.json, remoteEntry.js, favicon) is revalidated on every load so a deploy shows at once.
 */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}
