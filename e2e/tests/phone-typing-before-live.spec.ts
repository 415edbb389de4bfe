import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { Language } from '@nomada/contracts';
import { waitForMail } from '../src/support/mailbox';
import { heldScripts, waitUntilLive } from '../src/support/page-wake';
import { expect, test } from './fixtures';

/**
 * Issue 30: on a phone the served page can be typed into before its scripts are live. A phone here is
 * Lighthouse's: 4× slower CPU and a slow network, through the DevTools protocol. The person types
 * and presses at once, whenever the page is at that moment; nothing they typed may be lost.
 */
async function onAPhone<T>(
  browser: Browser,
  baseURL: string,
  language: Language,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    baseURL,
    locale: language === 'en' ? 'en-GB' : 'es-ES',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}

const texts = {
  en: { country: 'Country', required: 'Name is required' },
  es: { country: 'País', required: 'El nombre es obligatorio' },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`[${language}] the home form sends what was typed at once after scrolling to it`, async ({
    browser,
    baseURL,
  }) => {
    const email = `phone-${language}-${randomBytes(4).toString('hex')}@nomada-e2e.test`;
    const text = texts[language];
    await onAPhone(browser, baseURL!, language, async (page) => {
      await page.goto(`/?lang=${language}`, { waitUntil: 'commit' });
      const form = page.locator('form', { has: page.getByLabel(text.country) });
      await form.scrollIntoViewIfNeeded();
      await form.locator('input[name="name"]').fill('Ada Lovelace');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="country"]').fill('Portugal');
      await form.getByRole('button').last().click();
      // Live by then or not, the form was sent with what was typed: never "name is required".
      await expect(page.getByText(text.required)).toHaveCount(0);
    });
    const acknowledgement = await waitForMail(email);
    expect(acknowledgement.to).toContain(email);
  });
}

test('the wizard keeps the plan of a Next pressed before it is live', async ({
  browser,
  baseURL,
}) => {
  await onAPhone(browser, baseURL!, 'en', async (page) => {
    await page.goto('/onboarding?plan=premium', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Personal information' }),
    ).toBeVisible();
    await expect(page.getByText('Premium').first()).toBeVisible();
  });
});

const wizardTexts = {
  en: { next: 'Next', security: 'Account security' },
  es: { next: 'Siguiente', security: 'Seguridad de la cuenta' },
} as const;

for (const language of ['en', 'es'] as const) {
  test(`[${language}] the wizard's second step keeps what was typed before it is live`, async ({
    browser,
    baseURL,
  }) => {
    const text = wizardTexts[language];
    await onAPhone(browser, baseURL!, language, async (page) => {
      // The shell waits until the typing is done, however fast this machine is at the moment.
      const shell = await heldScripts(page, /\/main\.[0-9a-f]+\.js$/);
      // The served step (decision 079), in the language the phone speaks.
      await page.goto('/onboarding?plan=premium&step=personal', { waitUntil: 'commit' });
      const form = page.locator('form#onboarding-form');
      await form.locator('input[name="first_name"]').fill('Ada');
      await form.locator('input[name="last_name"]').fill('Lovelace');
      await form.locator('input[name="email"]').fill('ada@nomada-e2e.test');
      // The page comes alive while the person looks over what they typed.
      shell.release();
      await waitUntilLive(page);
      await expect(form.locator('input[name="first_name"]')).toHaveValue('Ada');
      await expect(form.locator('input[name="last_name"]')).toHaveValue('Lovelace');
      await expect(form.locator('input[name="email"]')).toHaveValue('ada@nomada-e2e.test');
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.getByRole('heading', { level: 2, name: text.security })).toBeVisible();
    });
  });
}
