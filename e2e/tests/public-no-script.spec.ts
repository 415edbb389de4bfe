import { randomBytes } from 'node:crypto';
import type { Browser } from '@playwright/test';
import type { Language } from '@nomada/contracts';
import { HOME_HEADINGS } from '../src/support/home-headings';
import { waitForMail } from '../src/support/mailbox';
import { expect, test } from './fixtures';

/** A phone browser with JavaScript off: what the public pages do is their HTML alone. */
async function withoutScripts<T>(
  browser: Browser,
  baseURL: string,
  language: Language,
  run: (page: Awaited<ReturnType<Browser['newPage']>>) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    locale: language === 'en' ? 'en-GB' : 'es-ES',
    viewport: { width: 390, height: 844 },
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test('without JavaScript the mobile menu opens and closes', async ({ browser, baseURL }) => {
  await withoutScripts(browser, baseURL!, 'en', async (page) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test('without JavaScript the language switch leads to the page in the other language', async ({
  browser,
  baseURL,
}) => {
  await withoutScripts(browser, baseURL!, 'en', async (page) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/\?lang=es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.es);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.en);
  });
});

for (const plan of ['basic', 'premium'] as const) {
  test(`without JavaScript a ${plan} plan link reaches the wizard's first step with that plan`, async ({
    browser,
    baseURL,
  }) => {
    await withoutScripts(browser, baseURL!, 'en', async (page) => {
      await page.goto('/pricing');
      const name = plan === 'basic' ? /Choose the Basic plan/ : /Choose the Premium plan/;
      await page.getByRole('link', { name }).first().click();
      await expect(page).toHaveURL(new RegExp(`/onboarding\\?plan=${plan}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
      await expect(page.getByRole('heading', { level: 2, name: 'Choose your plan' })).toBeVisible();
      await expect(page.locator(`input[type="radio"][value="${plan}"]`)).toBeChecked();
      // Next, still without scripts, opens the second step with the plan chosen (issue 30).
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === '/onboarding' &&
          url.searchParams.get('plan') === plan &&
          url.searchParams.get('step') === 'personal',
      );
      await expect(
        page.getByRole('heading', { level: 2, name: 'Personal information' }),
      ).toBeVisible();
      await expect(page.getByText(plan === 'basic' ? 'Basic' : 'Premium').first()).toBeVisible();
    });
  });
}

test('without JavaScript a ?lang= link is remembered on the next visit', async ({
  browser,
  baseURL,
}) => {
  await withoutScripts(browser, baseURL!, 'en', async (page) => {
    await page.goto('/pricing?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test('without JavaScript the contact form sends, and the email arrives', async ({
  browser,
  baseURL,
}) => {
  const email = `no-script-${randomBytes(4).toString('hex')}@nomada-e2e.test`;
  await withoutScripts(browser, baseURL!, 'es', async (page) => {
    await page.goto('/contact');
    const form = page.locator('form', { has: page.getByLabel('Asunto') });
    await form.getByLabel('Nombre').fill('Ada Lovelace');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Asunto').fill('Sin JavaScript');
    await form.getByLabel('Mensaje').fill('Enviado por el propio navegador.');
    await form.getByRole('button').last().click();
    await expect(page).toHaveURL(/\/contact\/sent\?lang=es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Mensaje enviado!');
  });
  const acknowledgement = await waitForMail(email);
  expect(acknowledgement.to).toContain(email);
});

test('without JavaScript a bad interest form comes back with its errors and what was written', async ({
  browser,
  baseURL,
}) => {
  await withoutScripts(browser, baseURL!, 'en', async (page) => {
    await page.goto('/');
    const form = page.locator('form', { has: page.getByLabel('Country') });
    await form.getByLabel('Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Country is required')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');

    await page.getByLabel('Email').fill(`grace-${randomBytes(4).toString('hex')}@nomada-e2e.test`);
    await page.getByLabel('Country').fill('United States');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent\?lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent!');
  });
});

test('without JavaScript the eligibility check answers, and its plan link reaches the wizard', async ({
  browser,
  baseURL,
}) => {
  await withoutScripts(browser, baseURL!, 'en', async (page) => {
    await page.goto('/pricing');
    const check = page.locator('form', {
      has: page.getByLabel('Your gross income from remote work'),
    });
    await check.getByLabel('Your gross income from remote work').fill('lots');
    await check.getByRole('button', { name: 'Check my eligibility' }).click();
    await expect(page).toHaveURL(/\/pricing\/eligibility\?/);
    await expect(page.getByRole('alert')).toHaveText('Please check the fields below.');
    await expect(page.getByText('Enter your income as a positive amount.')).toBeVisible();
    await expect(page.getByLabel('Your gross income from remote work')).toHaveValue('lots');

    await page.getByLabel('Your gross income from remote work').fill('3.500');
    await page.getByLabel('Family members moving with you').fill('1');
    await page.getByRole('radio', { name: 'Yes' }).last().check();
    await page.getByRole('button', { name: 'Check my eligibility' }).click();
    const result = page.getByRole('status');
    await expect(result.getByRole('heading')).toHaveText('Your income is below the threshold');
    await expect(result).toContainText('€42,000');
    await expect(result).toContainText('€47,008.50');
    await result.getByRole('link', { name: 'Continue with Premium' }).click();
    await expect(page).toHaveURL(/\/onboarding\?plan=premium&lang=en$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await expect(page.locator('input[type="radio"][value="premium"]')).toBeChecked();
  });
});

test('sin JavaScript la comprobación de requisitos responde en español', async ({
  browser,
  baseURL,
}) => {
  await withoutScripts(browser, baseURL!, 'es', async (page) => {
    await page.goto('/pricing?lang=es');
    const check = page.locator('form', {
      has: page.getByLabel('Tus ingresos brutos por teletrabajo'),
    });
    await check.getByLabel('Tus ingresos brutos por teletrabajo').fill('40.000');
    await check.getByRole('radio', { name: 'Al año' }).check();
    await check.getByRole('button', { name: 'Comprobar si cumplo' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const result = page.getByRole('status');
    await expect(result.getByRole('heading')).toHaveText('Tus ingresos alcanzan el umbral');
    await expect(result.getByRole('link', { name: 'Continuar con Básico' })).toHaveAttribute(
      'href',
      '/onboarding?plan=basic&lang=es',
    );
    await page.getByRole('link', { name: 'Volver a precios' }).click();
    await expect(page).toHaveURL(/\/pricing\?lang=es$/);
  });
});
