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
