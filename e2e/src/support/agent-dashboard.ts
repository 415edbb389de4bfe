import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Language } from '@nomada/contracts';

/** The agent dashboard's tabs and lists, found the way a person finds them. */
export function agentDashboard(page: Page) {
  return {
    async openTab(name: 'User assignments' | 'Documents' | 'Registrations' | 'History') {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    },
    list(title: string): Locator {
      return page.getByRole('region', { name: title });
    },
    /** Searches one list by `text` (a unique email) and waits for the row that matches. */
    async rowOf(title: string, text: string): Promise<Locator> {
      const list = page.getByRole('region', { name: title });
      await list.getByRole('searchbox', { name: 'Search by name or email' }).fill(text);
      const row = list.getByRole('listitem').filter({ hasText: text });
      await expect(row).toHaveCount(1, { timeout: 20_000 });
      return row;
    },
  };
}

/**
 * Signs in with the language already chosen (the form is found by its fields, not its words), and
 * waits for the page sign-in leads to (an agent's dashboard unless told).
 */
export async function signInIn(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  language: Language,
  who: { email: string; password: string },
  landing: RegExp = /\/agent\/dashboard$/,
): Promise<void> {
  await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL }]);
  await page.goto('/login');
  await page.locator('input[type=email]').fill(who.email);
  await page.locator('input[type=password]').fill(who.password);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(landing);
}
