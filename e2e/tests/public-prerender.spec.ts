import type { Language } from '@nomada/contracts';
import { HOME_HEADINGS } from '../src/support/home-headings';
import { attributeOf, firstHeading, rootMarkup, servedHtml } from '../src/support/public-html';
import {
  heldScripts,
  recordScripts,
  WAKE_SCRIPT_PATH,
  waitUntilLive,
} from '../src/support/page-wake';
import { expect, test } from './fixtures';

const LANGUAGES = ['en', 'es'] as const satisfies readonly Language[];
/** The other language, whose catalogue a page must not download. */
const OTHER: Record<Language, Language> = { en: 'es', es: 'en' };

for (const language of LANGUAGES) {
  test(`/ is served as HTML with its hero heading before any script runs (${language})`, async ({
    request,
    baseURL,
  }) => {
    const html = await servedHtml(request, '/', language);
    expect(html).toMatch(new RegExp(`<html lang="${language}"`));
    expect(firstHeading(rootMarkup(html))).toBe(HOME_HEADINGS[language]);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(attributeOf(html, /<meta name="description"[^>]*>/, 'content')).toBeTruthy();
    const origin = new URL(baseURL!).origin;
    expect(attributeOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(
      `${origin}/?lang=${language}`,
    );
    for (const other of LANGUAGES)
      expect(
        attributeOf(html, new RegExp(`<link rel="alternate" hreflang="${other}"[^>]*>`), 'href'),
      ).toBe(`${origin}/?lang=${other}`);
    expect(attributeOf(html, /<link rel="alternate" hreflang="x-default"[^>]*>/, 'href')).toBe(
      `${origin}/`,
    );
  });

  test(`?lang= chooses the language of the served HTML (${language})`, async ({ request }) => {
    const response = await request.get(`/pricing?lang=${language}`, {
      headers: { accept: 'text/html', 'accept-language': OTHER[language] },
    });
    expect(response.headers()['content-language']).toBe(language);
    expect(await response.text()).toMatch(new RegExp(`<html lang="${language}"`));
  });

  test(`a page without JavaScript still shows its text and links (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: language === 'en' ? 'en-GB' : 'es-ES',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS[language]);
      // Text further down, prerendered in full although its section loads later in a browser.
      const main = page.getByRole('main');
      // textContent: the browser lays out sections below the fold only near the viewport.
      expect((await main.textContent())?.length).toBeGreaterThan(2000);
      for (const path of ['/pricing', '/how-it-works', '/contact'])
        await expect(page.locator(`header a[href="${path}"]`).first()).toBeAttached();
      await page.locator('header a[href="/pricing"]:visible').first().click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.locator('footer a').first()).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

test('a prerendered page starts its shell by itself once loaded, with no interaction', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/pricing');
  await waitUntilLive(page);
  expect(scripts[0]).toMatch(WAKE_SCRIPT_PATH);
  expect(scripts.some((path) => /^\/main\.[0-9a-f]+\.js$/.test(path))).toBe(true);
});

test('a form sent before the page is live is posted natively and reaches the thank-you page', async ({
  page,
}) => {
  const shell = await heldScripts(page, /\/main\.[0-9a-f]+\.js$/);
  await page.goto('/contact');
  const form = page.locator('form', { has: page.getByLabel('Subject') });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada-before-live@nomada-e2e.test');
  await form.getByLabel('Subject').fill('Written before the page was live');
  await form
    .getByLabel('Message')
    .fill('Typed into the served HTML and sent by the browser itself.');
  await form.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/contact\/sent\?lang=en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message sent!');
  // Nothing of the form travelled in the address.
  expect(page.url()).not.toContain('Lovelace');
  shell.release();
});

test('the menu opens and the language changes before the page is live', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = await heldScripts(page, /\/main\.[0-9a-f]+\.js$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // All of that on the served HTML: the shell never got to run.
  expect(await page.evaluate(() => performance.getEntriesByType('mark').length)).toBe(0);
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/\?lang=es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS.es);
  shell.release();
});
