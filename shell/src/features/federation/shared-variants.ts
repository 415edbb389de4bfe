/** The part of an mf-manifest.json this decision reads (usedExports is written by @nomada/build-config). */
export type SharedExportsManifest = {
  shared?: { name: string; usedExports?: string[]; fallback?: string }[];
};

/** `trimmed`: the shell's copy cut to its export list; `whole`: the full package (the fallback). */
export type SharedVariant = 'trimmed' | 'whole';

function isCovered(kept: ReadonlySet<string>, needed: string): boolean {
  if (kept.has(needed)) return true;
  // `Drawer.Root` is there when the whole `Drawer` namespace is kept.
  const dot = needed.indexOf('.');
  return dot > 0 && kept.has(needed.slice(0, dot));
}

/** The exports of `pkg` a remote needs that the shell's trimmed copy lacks. */
export function missingExports(
  host: SharedExportsManifest,
  remote: SharedExportsManifest,
  pkg: string,
): string[] {
  const kept = new Set(host.shared?.find((entry) => entry.name === pkg)?.usedExports ?? []);
  const needed = remote.shared?.find((entry) => entry.name === pkg)?.usedExports ?? [];
  return needed.filter((name) => !isCovered(kept, name));
}

/**
 * One variant per tree-shaken package (those with a fallback in the shell's manifest), the same for
 * the shell and every remote: trimmed while it has everything the given remotes import, else whole.
 */
export function chooseSharedVariants(
  host: SharedExportsManifest,
  remotes: readonly SharedExportsManifest[],
): Map<string, SharedVariant> {
  const variants = new Map<string, SharedVariant>();
  for (const entry of host.shared ?? []) {
    if (!entry.fallback) continue;
    const fits = remotes.every((remote) => missingExports(host, remote, entry.name).length === 0);
    variants.set(entry.name, fits ? 'trimmed' : 'whole');
  }
  return variants;
}

/** Whether a remote can run on the variants already chosen (a trimmed copy, once loaded, stays). */
export function fitsChosenVariants(
  host: SharedExportsManifest,
  remote: SharedExportsManifest,
  chosen: ReadonlyMap<string, SharedVariant>,
): boolean {
  return [...chosen].every(
    ([pkg, variant]) => variant === 'whole' || missingExports(host, remote, pkg).length === 0,
  );
}
