import type { Page } from '@playwright/test';

/** A prerendered page is live once the shell has its remote's page (the shell's RenderedMark). */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('nomada:remote-rendered').length > 0,
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Holds back the scripts matching `pattern` (the shell's entry) until released, so a test can act
 * on a prerendered page before it is live, however fast the machine.
 */
export async function heldScripts(
  page: Page,
  pattern: RegExp,
): Promise<{ release(): void; requested(): boolean }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release: () => release(), requested: () => requested };
}
