import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A built file that goes to the static origin, with the headers it must be served with. */
export type ReleaseFile = {
  relative: string;
  absolute: string;
  contentType: string;
  cacheControl: string;
};

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** `name.<10 hex>.ext`: content-hashed, never changes, cached for a year. */
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;
/** Built for this machine, never served: source maps and the prerenderer's server build. */
const NOT_RELEASED = /(^|\/)server\/|\.map(\.br|\.gz)?$|(^|\/)mf-stats\.json$/;

/**
 * The files of a remote's build that a static origin serves, manifest last: uploaded in this order,
 * no visitor can load a manifest whose chunks are not there yet. Precompressed copies (`.br`, `.gz`)
 * go along for origins that serve them (the gateway does).
 */
export function releaseFiles(dist: string): ReleaseFile[] {
  const files: ReleaseFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const absolute = path.join(dir, name);
      const relative = path.relative(dist, absolute).split(path.sep).join('/');
      if (statSync(absolute).isDirectory()) walk(absolute);
      else if (!NOT_RELEASED.test(relative)) {
        const plain = relative.replace(/\.(br|gz)$/, '');
        files.push({
          relative,
          absolute,
          contentType: CONTENT_TYPES[path.extname(plain)] ?? 'application/octet-stream',
          cacheControl: HASHED.test(plain) ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
    }
  };
  walk(dist);
  const isManifest = (file: ReleaseFile) => file.relative === 'mf-manifest.json';
  return [...files.filter((file) => !isManifest(file)), ...files.filter(isManifest)];
}
