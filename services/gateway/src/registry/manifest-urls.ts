import path from 'node:path';
import { AppError, type PublicOrigins } from '@nomada/service-kit';

/** Releases served by the gateway itself live under this path (RELEASES_DIR on disk). */
export const RELEASES_PATH = '/releases/';
export const MANIFEST_NAME = 'mf-manifest.json';

export type Origins = {
  /** REMOTE_ORIGINS: static origins releases may be served from. */
  allowed: readonly string[];
  own: PublicOrigins;
};

/** Where a release's file is: a path under /releases/ on this origin, or a URL on an allowed origin. */
export type Place = { path: string } | { url: URL };

export const manifestInvalid = (why: string) =>
  new AppError('manifest_invalid', { message: `The manifest could not be used: ${why}` });

/**
 * Holds a URL to the origins a release may use: this gateway's own, under /releases/ only, or one of
 * REMOTE_ORIGINS. Nothing is requested from a URL that did not pass here.
 */
function place(url: URL, origins: Origins, what: string): Place {
  if (url.username || url.password || url.search || url.hash)
    throw manifestInvalid(`its ${what} is not a plain URL`);
  if (origins.own.all.includes(url.origin)) {
    if (!url.pathname.startsWith(RELEASES_PATH))
      throw manifestInvalid(`on this origin, releases are served under ${RELEASES_PATH}`);
    return { path: url.pathname };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw manifestInvalid(`its ${what} is not http(s)`);
  if (!origins.allowed.includes(url.origin))
    throw manifestInvalid(`its ${what} is on ${url.origin}, not one of REMOTE_ORIGINS`);
  return { url };
}

function parseUrl(value: string, base: string, what: string): URL {
  try {
    return new URL(value, base);
  } catch {
    throw manifestInvalid(`its ${what} is not a URL`);
  }
}

/** The manifest as published: a same-origin path, or an absolute URL on an allowed origin. */
export function locateManifest(manifest: string, origins: Origins): { place: Place; url: URL } {
  const url = parseUrl(manifest, origins.own.primary, 'address');
  if (!url.pathname.endsWith(`/${MANIFEST_NAME}`)) throw manifestInvalid(`not an ${MANIFEST_NAME}`);
  return { place: place(url, origins, 'address'), url };
}

/** The Module Federation runtime's join of `remoteEntry.path` and `.name` (its simpleJoinRemoteEntry). */
function joinEntry(entryPath: string, name: string): string {
  let folder = entryPath === '.' ? '' : entryPath.replace(/^\.\//, '');
  if (folder.startsWith('/')) folder = folder.slice(1).replace(/\/$/, '');
  if (!folder) return name;
  return folder.endsWith('/') ? `${folder}${name}` : `${folder}/${name}`;
}

/**
 * Where the shell will load the version's code from, computed as the Module Federation runtime does
 * (`publicPath` + the joined remoteEntry; `auto` is the manifest's folder), and held to the allowed
 * origins before anything is requested. `publicPath` must end in `/`: every chunk name is appended
 * to it, and without the slash a name could continue the host (`https://cdn.example` + `.evil/x.js`).
 */
export function codeLocations(
  metaData: {
    publicPath?: unknown;
    getPublicPath?: unknown;
    remoteEntry: { name: string; path: string };
  },
  manifestUrl: URL,
  origins: Origins,
): { publicPath: Place; entry: Place } {
  if (typeof metaData.publicPath !== 'string')
    throw manifestInvalid(
      'it sets no publicPath (getPublicPath would run its code in every browser)',
    );
  const folder = manifestUrl.href.replace(/\/[^/]*$/, '/');
  const given =
    metaData.publicPath === 'auto' || metaData.publicPath === '' ? folder : metaData.publicPath;
  const publicPath = parseUrl(given, origins.own.primary, 'publicPath');
  if (!given.endsWith('/') || !publicPath.href.endsWith('/'))
    throw manifestInvalid('its publicPath does not end in /');
  const entry = parseUrl(
    `${publicPath.href}${joinEntry(metaData.remoteEntry.path, metaData.remoteEntry.name)}`,
    origins.own.primary,
    'remoteEntry',
  );
  if (entry.origin !== publicPath.origin)
    throw manifestInvalid('its remoteEntry leaves its publicPath');
  return {
    publicPath: place(publicPath, origins, 'publicPath'),
    entry: place(entry, origins, 'remoteEntry'),
  };
}

/** The file under RELEASES_DIR that a /releases/ path names. */
export function onDisk(releasesDir: string, urlPath: string): string {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.slice(RELEASES_PATH.length - 1));
  } catch {
    throw manifestInvalid('its path is not a file name');
  }
  const file = path.resolve(releasesDir, `.${relative}`);
  if (!file.startsWith(path.resolve(releasesDir) + path.sep))
    throw manifestInvalid('outside the releases');
  return file;
}
