import { absoluteUrl, fetchManifest, takePrimedManifest } from './manifest-cache';
import {
  chooseSharedVariants,
  fitsChosenVariants,
  signedInCopiesOf,
  type SharedExportsManifest,
  type SharedVariant,
  type SignedInCopy,
} from './shared-variants';
import { preloadSignedInCopies } from './signed-in-copies';

const HOST_MANIFEST = '/mf-manifest.json';

let chosen = new Map<string, SharedVariant>();
/** Without the shell's manifest nothing is known about trimmed copies: everything loads whole. */
let wholeByDefault = false;
let hostManifest: SharedExportsManifest = {};
const fitting = new Set<string>();
let signedInCopies = new Map<string, SignedInCopy>();

/**
 * Chooses, before React and the shared packages load, between the shell's trimmed copies, its
 * signed-in copies and the whole packages, from the shell's manifest and the manifests of the
 * remotes this page leads to (the page's own, preloaded by the page). Records the choice as a
 * performance mark for the bench and tests.
 */
export async function prepareSharedVariants(remoteManifestUrls: readonly string[]): Promise<void> {
  const [host, ...remotes] = await Promise.all([
    fetchManifest<SharedExportsManifest>(HOST_MANIFEST),
    ...remoteManifestUrls.map((url) => fetchManifest<SharedExportsManifest>(url)),
  ]);
  takePrimedManifest(HOST_MANIFEST);
  wholeByDefault = !host;
  hostManifest = host ?? {};
  chosen = chooseSharedVariants(
    hostManifest,
    remotes.filter((remote) => remote !== undefined),
  );
  remoteManifestUrls.forEach((url, index) => {
    if (remotes[index]) fitting.add(absoluteUrl(url));
  });
  signedInCopies = signedInCopiesOf(hostManifest, chosen);
  preloadSignedInCopies(signedInCopies.values());
  performance.mark('nomada:shared-variants', { detail: Object.fromEntries(chosen) });
}

export function chosenVariant(pkg: string): SharedVariant | undefined {
  return chosen.get(pkg) ?? (wholeByDefault ? 'whole' : undefined);
}

/** The signed-in copy chosen for `pkg`, if that is its variant. */
export function chosenSignedInCopy(pkg: string): SignedInCopy | undefined {
  return signedInCopies.get(pkg);
}

/**
 * Whether a remote reached by navigation runs on the copies already loaded. A copy cannot be
 * swapped once in use, so a remote needing more is loaded by a full page load instead.
 */
export async function remoteFitsLoadedShared(manifestUrl: string): Promise<boolean> {
  const key = absoluteUrl(manifestUrl);
  if (fitting.has(key) || [...chosen.values()].every((variant) => variant === 'whole')) return true;
  const manifest = await fetchManifest<SharedExportsManifest>(manifestUrl);
  // An unreachable remote fails in its own loader, which shows the unavailable panel.
  if (!manifest) return true;
  const fits = fitsChosenVariants(hostManifest, manifest, chosen);
  if (fits) fitting.add(key);
  return fits;
}
