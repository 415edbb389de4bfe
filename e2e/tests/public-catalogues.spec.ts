import type { Language } from '@nomada/contracts';
import { HOME_HEADINGS } from '../src/support/home-headings';
import { startPage } from '../src/support/page-wake';
import { expect, test } from './fixtures';

const LANGUAGES = ['en', 'es'] as const satisfies readonly Language[];
/** The other language, whose catalogue a page must not download. */
const OTHER: Record<Language, Language> = { en: 'es', es: 'en' };

for (const language of LANGUAGES) {
  test(`a first visit downloads no ${OTHER[language]} catalogue (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: language === 'en' ? 'en-GB' : 'es-ES' });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${baseURL}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADINGS[language]);
      // The shell starts once the page has loaded: only then is everything the page needs loaded.
      await startPage(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(1);
      expect(scripts.filter((path) => new RegExp(`-${OTHER[language]}\\.`).test(path))).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
