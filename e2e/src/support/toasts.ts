import { expect, type BrowserContext, type Page } from '@playwright/test';

declare global {
  interface Window {
    __nomadaToasts?: string[];
  }
}

/**
 * Keeps the text of every toast the shell shows (`li[data-variant]`, toast-card.tsx) in the page,
 * from the first script on. A toast lives five seconds: a runner slowed down by a busy machine can
 * reach its check after the toast is gone although the page showed it, so checks read this record.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen = (window.__nomadaToasts = [] as string[]);
    const lastText = new WeakMap<Element, string>();
    const scan = () => {
      for (const item of document.querySelectorAll('li[data-variant]')) {
        const text = (item.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text && lastText.get(item) !== text) {
          lastText.set(item, text);
          seen.push(text);
        }
      }
    };
    new MutationObserver(scan).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/**
 * Waits until a toast holding `title` has been shown since the last one this matched (each shown
 * toast counts once). Pages of contexts without the record fall back to the visible toast.
 */
export async function expectToast(page: Page, title: string, timeout = 15_000): Promise<void> {
  const wanted = title.replace(/\s+/g, ' ').toLowerCase();
  await expect
    .poll(
      () =>
        page.evaluate((text) => {
          const seen = window.__nomadaToasts;
          if (!seen) return 'not recorded';
          const index = seen.findIndex((shown) => shown.toLowerCase().includes(text));
          if (index < 0) return 'not shown';
          seen.splice(index, 1);
          return 'shown';
        }, wanted),
      { message: `toast "${title}"`, timeout },
    )
    .toMatch(/^(shown|not recorded)$/);
  if ((await page.evaluate(() => Boolean(window.__nomadaToasts))) === false)
    await expect(page.locator('li[data-variant]').filter({ hasText: title }).first()).toBeVisible();
}
