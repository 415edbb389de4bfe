import { expect, type Locator, type Page } from '@playwright/test';
import { startPage } from './page-wake';

/**
 * Starts the page as a visitor's first touch would, scrolls it down to its end and back, so every
 * deferred section (loaded near the viewport) has come to life, then waits for the network to settle.
 */
export async function bringEverySectionToLife(page: Page): Promise<void> {
  await startPage(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Brings the deferred section holding `inside` near the viewport and waits until React has it
 * (`data-live`, deferred-section.tsx): before that its forms post natively, as plain HTML.
 */
export async function waitForSectionLive(inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator('xpath=ancestor::*[@data-deferred][1]')).toHaveAttribute('data-live');
}
