import { startPage } from '../src/support/page-wake';
import { bringEverySectionToLife } from '../src/support/public-sections';
import { expect, test } from './fixtures';
import { decideCookies } from './public-site-helpers';

/**
 * Issue 30: the parts of a served page that need no script (hero, testimonials, legal text, the
 * footer…) are never hydrated (StaticIsland): they stay as served, their code never loads, and yet
 * their links navigate in place and another language still reaches them.
 */
test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test('the footer and static sections stay as served, their links navigate in place', async ({
  page,
}) => {
  await page.goto('/');
  await bringEverySectionToLife(page);
  const testimonials = page.getByRole('heading', { name: 'What our applicants say' });
  await expect(testimonials).toBeVisible();
  // Interactive sections came alive; React never took over the static ones (it marks each
  // element it has with a key of its own).
  await expect(page.locator('[data-deferred="plans"]')).toHaveAttribute('data-live');
  const hydrated = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
  expect(await hydrated('[data-deferred="plans"] h2')).toBe(true);
  for (const island of ['hero', 'testimonials', 'closing', 'footer'])
    expect(await hydrated(`[data-static="${island}"] h2, [data-static="${island}"] a`)).toBe(false);

  // A full load would lose this mark: a link in the served footer navigates in place.
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Terms of use', exact: false })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { __stayed?: boolean }).__stayed)).toBe(true);
});

test('choosing another language in place reaches the static sections and the footer', async ({
  page,
}) => {
  await page.goto('/');
  await startPage(page);
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('link', { name: 'Español' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The hero, served in English and never hydrated, now speaks Spanish.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Múdate a España con los trámites de tu visado en manos expertas',
    }),
  ).toBeVisible();
  await bringEverySectionToLife(page);
  await expect(
    page.getByRole('heading', { name: 'Lo que dicen nuestros solicitantes' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What our applicants say' })).toHaveCount(0);
});

test('a legal page, whose code is a chunk of its own, comes alive over its served text', async ({
  page,
}) => {
  // Records whether React ever takes the served heading out (a loading screen in its place).
  await page.addInitScript(() => {
    const state = window as unknown as { __headingRemoved?: boolean };
    new MutationObserver((mutations) => {
      for (const { removedNodes } of mutations)
        for (const node of removedNodes)
          if (
            node instanceof Element &&
            (node.id === 'legal-title' || node.querySelector('#legal-title'))
          )
            state.__headingRemoved = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await startPage(page);
  // The choice button is the one hydrated part of the page: it answers only once React has it.
  await page.getByRole('button', { name: 'Change cookie settings' }).click();
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __headingRemoved?: boolean }).__headingRemoved),
  ).toBeUndefined();
});
