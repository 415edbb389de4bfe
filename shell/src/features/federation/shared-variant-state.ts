import {
  chooseSharedVariants,
  fitsChosenVariants,
  type SharedExportsManifest,
  type SharedVariant,
} from './shared-variants';

const HOST_MANIFEST = '/mf-manifest.json';

let chosen = new Map<string, SharedVariant>();
/** Without the shell's manifest nothing is known about trimmed copies: everything loads whole. */
let wholeByDefault = false;
let hostManifest: SharedExportsManifest = {};
const fitting = new Set<string>();
const primed = new Map<string, string>();

const absolute = (url: string) => new URL(url, window.location.href).href;

async function fetchManifest(url: string): Promise<SharedExportsManifest | undefined> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const text = await response.text();
    primed.set(absolute(url), text);
    return JSON.parse(text) as SharedExportsManifest;
  } catch {
    return undefined;
  }
}

/**
 * Chooses, before React and the shared packages load, between the shell's trimmed copies and the
 * whole packages, from the shell's manifest and the manifests of the remotes this page leads to
 * (the page's own, preloaded by the page). Records the choice as a performance mark for the bench
 * and tests.
 */
export async function prepareSharedVariants(remoteManifestUrls: readonly string[]): Promise<void> {
  const [host, ...remotes] = await Promise.all([
    fetchManifest(HOST_MANIFEST),
    ...remoteManifestUrls.map(fetchManifest),
  ]);
  primed.delete(absolute(HOST_MANIFEST));
  wholeByDefault = !host;
  hostManifest = host ?? {};
  chosen = chooseSharedVariants(
    hostManifest,
    remotes.filter((remote) => remote !== undefined),
  );
  remoteManifestUrls.forEach((url, index) => {
    if (remotes[index]) fitting.add(absolute(url));
  });
  performance.mark('nomada:shared-variants', { detail: Object.fromEntries(chosen) });
}

export function chosenVariant(pkg: string): SharedVariant | undefined {
  return chosen.get(pkg) ?? (wholeByDefault ? 'whole' : undefined);
}

/** A manifest fetched here, handed once to the federation runtime instead of a second request. */
export function takePrimedManifest(url: string): string | undefined {
  const key = absolute(url);
  const text = primed.get(key);
  primed.delete(key);
  return text;
}

/**
 * Whether a remote reached by navigation runs on the copies already loaded. A trimmed copy cannot be
 * swapped once in use, so a remote needing more is loaded by a full page load instead.
 */
export async function remoteFitsLoadedShared(manifestUrl: string): Promise<boolean> {
  const key = absolute(manifestUrl);
  if (fitting.has(key) || ![...chosen.values()].includes('trimmed')) return true;
  const manifest = await fetchManifest(manifestUrl);
  // An unreachable remote fails in its own loader, which shows the unavailable panel.
  if (!manifest) return true;
  const fits = fitsChosenVariants(hostManifest, manifest, chosen);
  if (fits) fitting.add(key);
  return fits;
}

/** Test hook. */
export function resetSharedVariants(): void {
  chosen = new Map();
  wholeByDefault = false;
  hostManifest = {};
  fitting.clear();
  primed.clear();
}
