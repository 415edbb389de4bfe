import type { Page } from '@playwright/test';

type ManifestShared = { name: string; usedExports?: string[]; fallback?: string };
export type SharedManifest = { shared?: ManifestShared[] };

/** The shared-package copies the shell chose at start (its `nomada:shared-variants` mark). */
export async function chosenVariants(page: Page): Promise<Record<string, string>> {
  await page.waitForFunction(() => performance.getEntriesByName('nomada:shared-variants').length);
  return page.evaluate(
    () =>
      (performance.getEntriesByName('nomada:shared-variants')[0] as PerformanceMark)
        .detail as Record<string, string>,
  );
}

/** Exports of `pkg` that `remote` imports and the shell's trimmed copy does not keep. */
export function exportsBeyondTrimmed(
  shell: SharedManifest,
  remote: SharedManifest,
  pkg: string,
): string[] {
  const kept = new Set(shell.shared?.find((entry) => entry.name === pkg)?.usedExports ?? []);
  const needed = remote.shared?.find((entry) => entry.name === pkg)?.usedExports ?? [];
  return needed.filter((name) => !kept.has(name) && !kept.has(name.split('.')[0]!));
}
