import type { Page } from '@playwright/test';
import { agent, expect, test } from './fixtures';

/** Fills the login form by field type, so it works in either language. */
async function signInAnyLanguage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
}

const widths = [390, 1280] as const;
const languages = ['en', 'es'] as const;

/**
 * Visits the main pages in both languages at phone and desktop widths: no console errors, nothing wider
 * than the screen. Screenshots are kept under e2e/.artifacts/screenshots for people to look at.
 */
for (const language of languages) {
  for (const width of widths) {
    test(`main pages in ${language} at ${width}px`, async ({
      page,
      context,
      baseURL,
      pendingApplicant,
      consoleErrors,
    }) => {
      await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL! }]);
      await page.setViewportSize({ width, height: 900 });
      const shoot = async (name: string) => {
        await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
        // Sections below the fold are laid out near the viewport only; a full-page picture needs all.
        await page.addStyleTag({
          content: '[data-deferred], [data-static] { content-visibility: visible !important; }',
        });
        await page.screenshot({
          path: `.artifacts/screenshots/${name}-${language}-${width}.png`,
          fullPage: true,
        });
      };

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot('home');

      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await shoot('login');

      await signInAnyLanguage(page, pendingApplicant.email, pendingApplicant.password);
      await expect(page).toHaveURL(/\/pending-approval$/);
      await shoot('pending-approval');

      await context.clearCookies();
      await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL! }]);
      await signInAnyLanguage(page, agent().email, agent().password);
      await expect(page).toHaveURL(/\/agent\/dashboard$/);
      await shoot('agent-dashboard');

      expect(consoleErrors).toEqual([]);
    });
  }
}
