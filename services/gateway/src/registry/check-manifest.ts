import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@nomada/contracts';
import { AppError, type PublicOrigins } from '@nomada/service-kit';

/** Releases served by the gateway itself live under this path (RELEASES_DIR on disk). */
export const RELEASES_PATH = '/releases/';
const MANIFEST_NAME = 'mf-manifest.json';
const MAX_MANIFEST_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 5_000;

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
};

type Manifest = {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  shared?: { name?: unknown; version?: unknown; singleton?: unknown }[];
  exposes?: { path?: unknown }[];
};

const invalid = (why: string) =>
  new AppError('manifest_invalid', {
    message: `The manifest could not be used: ${why}`,
  });

/** Where the manifest is, as stored: a same-origin path, or an absolute URL on an allowed origin. */
function locate(check: ManifestCheck): { path: string } | { url: URL } {
  const { manifest } = check;
  let url: URL;
  try {
    url = new URL(manifest, check.ownOrigins.primary);
  } catch {
    throw invalid('not a URL');
  }
  if (url.username || url.password || url.search || url.hash) throw invalid('not a plain URL');
  if (!url.pathname.endsWith(`/${MANIFEST_NAME}`)) throw invalid(`not an ${MANIFEST_NAME}`);
  const own = manifest.startsWith('/') || check.ownOrigins.all.includes(url.origin);
  if (own) {
    if (!url.pathname.startsWith(RELEASES_PATH) || url.pathname.split('/').includes('..'))
      throw invalid(`on this origin, releases are served under ${RELEASES_PATH}`);
    return { path: url.pathname };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('not http(s)');
  if (!check.allowedOrigins.includes(url.origin))
    throw invalid(`${url.origin} is not one of REMOTE_ORIGINS`);
  return { url };
}

function onDisk(releasesDir: string, urlPath: string): string {
  const file = path.resolve(
    releasesDir,
    `.${decodeURIComponent(urlPath.slice(RELEASES_PATH.length - 1))}`,
  );
  if (!file.startsWith(path.resolve(releasesDir) + path.sep)) throw invalid('outside the releases');
  return file;
}

async function fetchText(url: URL, method: 'GET' | 'HEAD' = 'GET'): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: 'application/json, */*' },
    });
  } catch {
    throw invalid(`${url.href} is unreachable`);
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw invalid(`${url.href} answered ${response.status}`);
  }
  if (method === 'HEAD') return '';
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_MANIFEST_BYTES) throw invalid('larger than 1 MB');
  const text = await response.text();
  if (text.length > MAX_MANIFEST_BYTES) throw invalid('larger than 1 MB');
  return text;
}

async function readLocal(file: string): Promise<string> {
  try {
    const { size } = await stat(file);
    if (size > MAX_MANIFEST_BYTES) throw invalid('larger than 1 MB');
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid('not found in the releases');
  }
}

function parse(text: string): Manifest {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Manifest;
  } catch {
    // Answered below.
  }
  throw invalid('not JSON');
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

/**
 * Fetches a version's manifest and refuses it before any visitor could load it: unreachable, not a
 * Module Federation manifest of this remote exposing `./app`, its remoteEntry missing, or on an
 * origin not allowed (400 `manifest_invalid`); a shared singleton whose major version differs from
 * the shell's (409 `incompatible_shared`), which would give the page two Reacts or two routers.
 * Returns the manifest as it is stored: a same-origin URL becomes its path.
 */
export async function checkManifest(check: ManifestCheck): Promise<string> {
  const where = locate(check);
  const text =
    'path' in where
      ? await readLocal(onDisk(check.releasesDir, where.path))
      : await fetchText(where.url);
  const manifest = parse(text);
  if (manifest.name !== check.remote) throw invalid(`it is not the manifest of ${check.remote}`);
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || typeof (entry.path ?? '') !== 'string')
    throw invalid('it names no remoteEntry');
  if (!(manifest.exposes ?? []).some((item) => item.path === './app'))
    throw invalid('it exposes no ./app');
  const entryPath = `${String(entry.path ?? '')}${entry.name}`;
  if ('path' in where) {
    const entryUrl = new URL(entryPath, `http://x${where.path}`);
    await readLocal(onDisk(check.releasesDir, entryUrl.pathname));
  } else {
    await fetchText(new URL(entryPath, where.url), 'HEAD');
  }

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
  return 'path' in where ? where.path : where.url.href;
}
