import type { Page } from '@playwright/test';

/** The mark the shell sets once its remote's page is on screen (remote-app.tsx's RenderedMark). */
export const REMOTE_RENDERED_MARK = 'nomada:remote-rendered';

/** A page is live once the shell has its remote's page on screen. */
export async function waitUntilLive(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    REMOTE_RENDERED_MARK,
    { timeout: timeoutMs },
  );
}

/**
 * A prerendered page's shell starts by itself once the page has loaded and the browser is idle;
 * this waits until it has taken the page over. Pages rendered in the browser are live already.
 */
export async function startPage(page: Page): Promise<void> {
  if ((await page.locator('script[src^="/wake/"]').count()) === 0) return;
  await waitUntilLive(page);
}
