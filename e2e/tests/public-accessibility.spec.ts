import type { Language } from '@nomada/contracts';
import { expectNoAxeViolations } from '../src/support/axe';
import { bringEverySectionToLife } from '../src/support/public-sections';
import { PUBLIC_PATHS } from './public-site-helpers';
import { expect, test } from './fixtures';

/** Every page a visitor reaches without an account (issue 10's sweep). */
const ROUTES = [...PUBLIC_PATHS, '/login', '/reset-password', '/onboarding'];
const WIDTHS = [390, 1280] as const;

// One test per language and width, the routes in turn: one browser page each keeps the sweep quick.
for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  for (const width of WIDTHS) {
    test(`no axe violations on the public routes (${language}, ${width} px)`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL! }]);
      await page.setViewportSize({ width, height: 800 });
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await bringEverySectionToLife(page);
        await expectNoAxeViolations(page, `${route} (${language}, ${width} px)`);
      }
    });
  }
}

/** The eligibility check's own page (sent before the scripts ran): a result, and refused answers. */
const ELIGIBILITY_PAGES = [
  'eu-citizen=no&income=3.500&income-period=monthly&family-members=1&in-spain=yes',
  'eu-citizen=no&income=lots&income-period=monthly&family-members=30&in-spain=no',
  'eu-citizen=yes',
];

test('no axe violations on the eligibility check sent without scripts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const language of ['en', 'es'] as const) {
    for (const query of ELIGIBILITY_PAGES) {
      await page.goto(`/pricing/eligibility?lang=${language}&${query}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page, `eligibility ${query} (${language})`);
    }
  }
});
