import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { Language } from '@nomada/contracts';
import { waitForMail } from '../src/support/mailbox';
import { heldScripts, waitUntilLive } from '../src/support/page-wake';
import { waitForSectionLive } from '../src/support/public-sections';
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

/** The shell's entry: held back until the person has typed, however fast the machine is. */
const SHELL_ENTRY = /\/main\.[0-9a-f]+\.js$/;

for (const language of ['en', 'es'] as const) {
  test(`[${language}] the contact page form sends what was typed before it was live`, async ({
    browser,
    baseURL,
  }) => {
    const email = `phone-contact-${language}-${randomBytes(4).toString('hex')}@nomada-e2e.test`;
    await onAPhone(browser, baseURL!, language, async (page) => {
      const shell = await heldScripts(page, SHELL_ENTRY);
      await page.goto(`/contact?lang=${language}`, { waitUntil: 'commit' });
      const form = page.locator('form', { has: page.locator('textarea[name="message"]') });
      await form.locator('input[name="name"]').fill('Ada Lovelace');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('input[name="subject"]').fill('Family members');
      await form.locator('textarea[name="message"]').fill('Can my partner come with me?');
      shell.release();
      await waitUntilLive(page);
      await waitForSectionLive(form);
      // The script's path now (JSON, not the native post), with every field as typed.
      const sent = page.waitForRequest(
        (request) =>
          request.url().endsWith('/functions/send-contact-email') &&
          request.headers()['content-type']?.includes('application/json') === true,
      );
      await form.getByRole('button').last().click();
      expect((await sent).postDataJSON()).toMatchObject({
        name: 'Ada Lovelace',
        email,
        subject: 'Family members',
        message: 'Can my partner come with me?',
      });
      await expect(form.locator('input[name="name"]')).toHaveValue('');
    });
    expect((await waitForMail(email)).to).toContain(email);
  });

  test(`[${language}] the eligibility check keeps the answers given before it was live`, async ({
    browser,
    baseURL,
  }) => {
    await onAPhone(browser, baseURL!, language, async (page) => {
      const shell = await heldScripts(page, SHELL_ENTRY);
      await page.goto(`/pricing?lang=${language}`, { waitUntil: 'commit' });
      const check = page.locator('form', { has: page.locator('input[name="income"]') });
      await check.locator('input[name="eu-citizen"][value="no"]').check();
      await check.locator('input[name="income"]').fill('3000');
      await check.locator('input[name="income-period"][value="monthly"]').check();
      await check.locator('input[name="family-members"]').fill('1');
      shell.release();
      await waitUntilLive(page);
      await waitForSectionLive(check);
      await expect(check.locator('input[name="income"]')).toHaveValue('3000');
      await expect(check.locator('input[name="family-members"]')).toHaveValue('1');
      await check.getByRole('button').last().click();
      // 36,000 a year against 34,188 + 12,820.50 for the one family member typed (not the 0 served).
      await expect(page.getByText(/47[.,]008[.,]50/).first()).toBeVisible();
    });
  });
}

test('sign-in sends what was typed as soon as the form showed', async ({
  browser,
  baseURL,
  approvedApplicant,
}) => {
  await onAPhone(browser, baseURL!, 'en', async (page) => {
    // Not prerendered: the form is the shell's own, typed into the moment it appears.
    await page.goto('/login', { waitUntil: 'commit' });
    await page.locator('input[name="email"]').fill(approvedApplicant.email);
    await page.locator('input[name="password"]').fill(approvedApplicant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  });
});
