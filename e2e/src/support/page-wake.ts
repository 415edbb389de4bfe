import type { Page } from '@playwright/test';

export { startPage, waitUntilLive } from '@nomada/infra/page-live';

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

/** The path of a prerendered page's wake script, the only script it runs until it has loaded. */
export const WAKE_SCRIPT_PATH = /^\/wake\/wake\.[0-9a-f]+\.js$/;

/** The paths of the scripts the page requests from now on, as they are requested. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The mark the shell sets once it knows which remotes fit the loaded copies (document-navigation.ts). */
export const FITS_KNOWN_MARK = 'nomada:remote-fits';
