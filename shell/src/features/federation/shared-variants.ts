/** Where the shell's signed-in copy of a package is (written by @nomada/build-config). */
export type SignedInCopy = { exports: string[]; file: string; globalName: string };

/** The part of an mf-manifest.json this decision reads (usedExports is written by @nomada/build-config). */
export type SharedExportsManifest = {
  shared?: {
    name: string;
    usedExports?: string[];
    fallback?: string;
    signedIn?: SignedInCopy;
  }[];
};

/**
 * `trimmed`: the shell's copy cut to what the public pages import; `signed-in`: its copy cut to
 * what the signed-in areas import (docs/decisions/063); `whole`: the full package (the fallback).
 */
export type SharedVariant = 'trimmed' | 'signed-in' | 'whole';

function isCovered(kept: ReadonlySet<string>, needed: string): boolean {
  if (kept.has(needed)) return true;
  // `Drawer.Root` is there when the whole `Drawer` namespace is kept.
  const dot = needed.indexOf('.');
  return dot > 0 && kept.has(needed.slice(0, dot));
}

const hostEntry = (host: SharedExportsManifest, pkg: string) =>
  host.shared?.find((entry) => entry.name === pkg);

function missingFrom(kept: readonly string[], remote: SharedExportsManifest, pkg: string) {
  const keptSet = new Set(kept);
  const needed = remote.shared?.find((entry) => entry.name === pkg)?.usedExports ?? [];
  return needed.filter((name) => !isCovered(keptSet, name));
}

/** The exports of `pkg` a remote needs that the shell's trimmed copy lacks. */
export function missingExports(
  host: SharedExportsManifest,
  remote: SharedExportsManifest,
  pkg: string,
): string[] {
  return missingFrom(hostEntry(host, pkg)?.usedExports ?? [], remote, pkg);
}

/** Whether a remote runs on the given variant of `pkg`. */
function fits(
  host: SharedExportsManifest,
  remote: SharedExportsManifest,
  pkg: string,
  variant: SharedVariant,
): boolean {
  if (variant === 'whole') return true;
  const entry = hostEntry(host, pkg);
  const kept = variant === 'trimmed' ? entry?.usedExports : entry?.signedIn?.exports;
  return kept !== undefined && missingFrom(kept, remote, pkg).length === 0;
}

/**
 * One variant per tree-shaken package (those with a fallback in the shell's manifest), the same for
 * the shell and every remote: the smallest copy that has everything the given remotes import.
 */
export function chooseSharedVariants(
  host: SharedExportsManifest,
  remotes: readonly SharedExportsManifest[],
): Map<string, SharedVariant> {
  const variants = new Map<string, SharedVariant>();
  for (const entry of host.shared ?? []) {
    if (!entry.fallback) continue;
    const candidates: SharedVariant[] = entry.signedIn ? ['trimmed', 'signed-in'] : ['trimmed'];
    const variant = candidates.find((candidate) =>
      remotes.every((remote) => fits(host, remote, entry.name, candidate)),
    );
    variants.set(entry.name, variant ?? 'whole');
  }
  return variants;
}

/** Whether a remote can run on the variants already chosen (a copy, once loaded, stays). */
export function fitsChosenVariants(
  host: SharedExportsManifest,
  remote: SharedExportsManifest,
  chosen: ReadonlyMap<string, SharedVariant>,
): boolean {
  return [...chosen].every(([pkg, variant]) => fits(host, remote, pkg, variant));
}

/** The signed-in copies the chosen variants need, by package. */
export function signedInCopiesOf(
  host: SharedExportsManifest,
  chosen: ReadonlyMap<string, SharedVariant>,
): Map<string, SignedInCopy> {
  const copies = new Map<string, SignedInCopy>();
  for (const [pkg, variant] of chosen) {
    const copy = hostEntry(host, pkg)?.signedIn;
    if (variant === 'signed-in' && copy) copies.set(pkg, copy);
  }
  return copies;
}
