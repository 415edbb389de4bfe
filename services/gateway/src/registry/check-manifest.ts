import { readFile } from 'node:fs/promises';
import type { RemoteName } from '@nomada/contracts';
import { AppError, type PublicOrigins } from '@nomada/service-kit';
import { fetchFromOrigin, readReleaseFile, type FetchLog } from './manifest-fetch';
import {
  codeLocations,
  locateManifest,
  manifestInvalid,
  onDisk,
  type Place,
} from './manifest-urls';

export type ManifestCheck = {
  remote: RemoteName;
  /** As published: an absolute URL, or a path under /releases/ on the gateway's own origin. */
  manifest: string;
  /** REMOTE_ORIGINS: static origins releases may be served from. */
  allowedOrigins: readonly string[];
  ownOrigins: PublicOrigins;
  releasesDir: string;
  /** The shell's own `mf-manifest.json`, whose shared singletons a remote must agree with. */
  shellManifestFile: string;
  /** Where what went wrong at a release origin is written (the publisher is told less). */
  log: FetchLog;
};

type Manifest = {
  name?: unknown;
  metaData?: {
    publicPath?: unknown;
    getPublicPath?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
  };
  shared?: { name?: unknown; version?: unknown; singleton?: unknown }[];
  exposes?: { path?: unknown }[];
  remotes?: unknown;
};

function parse(text: string): Manifest {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Manifest;
  } catch {
    // Answered below.
  }
  throw manifestInvalid('not JSON');
}

const major = (version: unknown) =>
  typeof version === 'string' ? /^\D*(\d+)/.exec(version)?.[1] : undefined;

async function shellSingletons(file: string): Promise<Map<string, string>> {
  const shell = parse(await readFile(file, 'utf8'));
  return new Map(
    (shell.shared ?? [])
      .filter((item) => typeof item.name === 'string' && typeof item.version === 'string')
      .map((item) => [item.name as string, item.version as string]),
  );
}

function read(check: ManifestCheck, where: Place, method: 'GET' | 'HEAD'): Promise<string> {
  return 'path' in where
    ? readReleaseFile(onDisk(check.releasesDir, where.path), { content: method === 'GET' })
    : fetchFromOrigin(where.url, method, check.log);
}

/** What the shell would load: this remote's manifest, exposing `./app`, its code where it may be. */
function codeOf(check: ManifestCheck, manifest: Manifest, manifestUrl: URL) {
  if (manifest.name !== check.remote)
    throw manifestInvalid(`it is not the manifest of ${check.remote}`);
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name || typeof (entry.path ?? '') !== 'string')
    throw manifestInvalid('it names no remoteEntry');
  if (!(manifest.exposes ?? []).some((item) => item.path === './app'))
    throw manifestInvalid('it exposes no ./app');
  // A remote of this platform loads no remotes of its own: they would escape every check here.
  if (
    manifest.remotes !== undefined &&
    !(Array.isArray(manifest.remotes) && manifest.remotes.length === 0)
  )
    throw manifestInvalid('it loads remotes of its own');
  return codeLocations(
    {
      publicPath: manifest.metaData?.publicPath,
      getPublicPath: manifest.metaData?.getPublicPath,
      remoteEntry: { name: entry.name, path: String(entry.path ?? '') },
    },
    manifestUrl,
    { allowed: check.allowedOrigins, own: check.ownOrigins },
  );
}

/**
 * Reads a version's manifest and refuses it before any visitor could load it (400 `manifest_invalid`):
 * on an origin not allowed, unreadable there, not a Module Federation manifest of this remote
 * exposing `./app`, its publicPath or remoteEntry off the allowed origins (checked before anything
 * is asked of them), or its remoteEntry missing; a shared singleton whose major version differs from
 * the shell's (409 `incompatible_shared`), which would give the page two Reacts or two routers.
 * Returns the manifest as it is stored: a same-origin URL becomes its path.
 */
export async function checkManifest(check: ManifestCheck): Promise<string> {
  const origins = { allowed: check.allowedOrigins, own: check.ownOrigins };
  const { place, url } = locateManifest(check.manifest, origins);
  const manifest = parse(await read(check, place, 'GET'));
  const code = codeOf(check, manifest, url);
  await read(check, code.entry, 'HEAD');

  const shell = await shellSingletons(check.shellManifestFile);
  for (const item of manifest.shared ?? []) {
    if (item.singleton !== true || typeof item.name !== 'string') continue;
    const shellVersion = shell.get(item.name);
    if (shellVersion === undefined) continue;
    if (major(item.version) !== major(shellVersion))
      throw new AppError('incompatible_shared', {
        message: `${item.name} ${String(item.version)} does not match the shell's ${shellVersion}`,
      });
  }
  return 'path' in place ? place.path : place.url.href;
}
