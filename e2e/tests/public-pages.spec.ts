import { expect, test } from './fixtures';
import { decideCookies, PUBLIC_PATHS } from './public-site-helpers';
import { startPage } from '../src/support/page-wake';

for (const language of ['en', 'es'] as const) {
  for (const width of [390, 1280]) {
    test(`every public page in ${language} at ${width}px renders without console errors`, async ({
      page,
      context,
      baseURL,
      consoleErrors,
    }) => {
      await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL! }]);
      await decideCookies(context, baseURL!);
      await page.setViewportSize({ width, height: 900 });
      const titles = new Set<string>();
      for (const path of PUBLIC_PATHS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length, `${path} has a description`).toBeGreaterThan(20);
        titles.add(await page.title());
      }
      // Each page has a title of its own (the two privacy paths share one).
      expect(titles.size).toBe(PUBLIC_PATHS.length - 1);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test('the home page sections come in the order of the spec', async ({ page, context, baseURL }) => {
  await decideCookies(context, baseURL!);
  await page.goto('/');
  const headings = [
    'Move to Spain with your visa paperwork in expert hands',
    'Choose the plan that fits your move',
    'Working with relocation and legal partners across Spain',
    'Everything your visa needs, in one place',
    'How it works',
    'See how Nomada works',
    'Tell us about your move',
    'What our applicants say',
    'Ready to start your new life in Spain?',
  ];
  const tops: number[] = [];
  for (const name of headings) {
    const heading = page.locator('main').getByRole('heading', { name, exact: true });
    await expect(heading).toBeVisible();
    tops.push((await heading.boundingBox())!.y);
  }
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  await expect(page.getByRole('link', { name: 'Start now' })).toHaveAttribute(
    'href',
    '/onboarding',
  );
});

test('the explainer video is ours, 16:9, with captions in both languages', async ({
  page,
  context,
  baseURL,
}) => {
  await decideCookies(context, baseURL!);
  await page.goto('/');
  const video = page.locator('main video');
  await video.scrollIntoViewIfNeeded();
  const box = (await video.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  const sources = await video.evaluate((element: HTMLVideoElement) => [
    element.currentSrc || element.querySelector('source')?.src || element.src,
    element.poster,
    ...Array.from(element.querySelectorAll('track')).map(
      (track) => `${track.srclang}:${track.src}`,
    ),
  ]);
  for (const source of sources) expect(source).toContain(new URL(baseURL!).host);
  expect(sources.filter((source) => /^(en|es):/.test(source))).toHaveLength(2);
});

test('choosing a plan reaches the wizard with the plan kept', async ({
  page,
  context,
  baseURL,
}) => {
  await decideCookies(context, baseURL!);
  await page.goto('/');
  await startPage(page);
  await page.getByRole('link', { name: /Choose the Premium plan/ }).click();
  await expect(page).toHaveURL(/\/onboarding\?plan=premium$/);
  // The wizard's remote needs whole shared copies the home page did not load, so the browser loads
  // its prerendered page (decision 051); the wizard keeps the plan once it is live.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await startPage(page);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('selectedPlan')))
    .toBe('premium');
  await expect(page.locator('main').getByText('Premium').first()).toBeVisible();
});

test('the partner carousel advances on its own, also while hovered', async ({
  page,
  context,
  baseURL,
}) => {
  await decideCookies(context, baseURL!);
  await page.goto('/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  const track = carousel.locator('[aria-live="off"]');
  const first = await track.getAttribute('style');
  await expect.poll(() => track.getAttribute('style'), { timeout: 10_000 }).not.toBe(first);
  const second = await track.getAttribute('style');
  await expect.poll(() => track.getAttribute('style'), { timeout: 10_000 }).not.toBe(second);
});
