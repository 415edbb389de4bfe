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

/**
 * What a visitor's first touch does on a prerendered page: the shell starts and takes the page
 * over. Pages rendered in the browser are live already.
 */
export async function startPage(page: Page): Promise<void> {
  if ((await page.locator('script[src^="/wake/"]').count()) === 0) return;
  await page.mouse.move(5, 5);
  await waitUntilLive(page);
}
