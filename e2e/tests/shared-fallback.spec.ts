import type { Page } from '@playwright/test';
import {
  chosenVariants,
  exportsBeyondTrimmed,
  type SharedManifest,
} from '../src/support/public-shared-variants';
import { FITS_KNOWN_MARK, startPage } from '../src/support/page-wake';
import { decideCookies } from './public-site-helpers';
import { agent, expect, signIn, test } from './fixtures';

const CHAKRA = '@chakra-ui/react';

const navigationType = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  );
/**
 * Exports of Chakra no public page imports: the first is in the shell's signed-in copy (the
 * dashboards' dialogs), the second in neither copy, so only the whole package has it.
 */
const WIDER_EXPORTS = [
  { name: 'Dialog.Root', variant: 'signed-in' },
  { name: 'Menu.Root', variant: 'whole' },
] as const;

for (const wider of WIDER_EXPORTS)
  test(`a remote built against a wider export list than the shell loaded renders correctly (${wider.variant})`, async ({
    page,
    context,
    baseURL,
    request,
    consoleErrors,
  }) => {
    await decideCookies(context, baseURL!);
    const shell = (await (await request.get('/mf-manifest.json')).json()) as SharedManifest;
    expect(
      exportsBeyondTrimmed(
        shell,
        { shared: [{ name: CHAKRA, usedExports: [wider.name] }] },
        CHAKRA,
      ),
    ).toEqual([wider.name]);
    // The marketing remote as if released with one more Chakra import than the shell's list.
    await page.route('**/remotes/marketing/mf-manifest.json', async (route) => {
      const manifest = (await (await route.fetch()).json()) as SharedManifest;
      for (const entry of manifest.shared ?? [])
        if (entry.name === CHAKRA) entry.usedExports = [...(entry.usedExports ?? []), wider.name];
      await route.fulfill({ json: manifest });
    });
    await page.goto('/');
    await startPage(page);
    expect((await chosenVariants(page))[CHAKRA]).toBe(wider.variant);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated and live: the language switch re-renders the remote's page.
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/España/);
    expect(consoleErrors).toEqual([]);
  });

test('a first signed-in load of either dashboard runs on the signed-in copy, never the whole package', async ({
  page,
  approvedApplicant,
  consoleErrors,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const [who, path] of [
    [approvedApplicant, /\/dashboard$/],
    [agent(), /\/agent\/dashboard$/],
  ] as const) {
    await page.context().clearCookies();
    await signIn(page, who.email, who.password);
    await expect(page).toHaveURL(path);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A remote importing more of Chakra than the shell's signed-in copy keeps would load it whole.
    expect((await chosenVariants(page))[CHAKRA]).toBe('signed-in');
  }
  expect(scripts.filter((script) => script.includes('chakra_ui__react'))).not.toContainEqual(
    expect.stringContaining('independent-packages'),
  );
  expect(consoleErrors).toEqual([]);
});

test('a public page on trimmed copies hands over to a remote that needs more', async ({
  page,
  context,
  baseURL,
  request,
  consoleErrors,
}) => {
  await decideCookies(context, baseURL!);
  const shell = (await (await request.get('/mf-manifest.json')).json()) as SharedManifest;
  const applicant = (await (
    await request.get('/remotes/applicant/mf-manifest.json')
  ).json()) as SharedManifest;
  // The applicant area imports Chakra the trimmed copy lacks: the hand-over is really exercised.
  expect(exportsBeyondTrimmed(shell, applicant, CHAKRA).length).toBeGreaterThan(0);
  await page.goto('/');
  await startPage(page);
  expect((await chosenVariants(page))[CHAKRA]).toBe('trimmed');
  // Which remotes need more than the trimmed copies is known once the page is idle.
  await page.waitForFunction(() => performance.getEntriesByName('nomada:remote-fits').length > 0);
  await page.getByRole('main').getByRole('link', { name: 'Start now' }).first().click();
  await expect(page).toHaveURL(/\/onboarding$/);
  // The browser loads the wizard's own (prerendered) page, on the shell's signed-in copy of Chakra
  // from the start: a navigation, never a reload of a page that was already shown.
  await expect.poll(() => navigationType(page).catch(() => undefined)).toBe('navigate');
  expect((await chosenVariants(page))[CHAKRA]).toBe('signed-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('signing in from a public page reaches the dashboard without loading it twice', async ({
  page,
  context,
  baseURL,
  approvedApplicant,
}) => {
  await decideCookies(context, baseURL!);
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));
  await page.goto('/');
  await startPage(page);
  await page.waitForFunction(() => performance.getEntriesByName('nomada:remote-fits').length > 0);
  await page.locator('header').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(approvedApplicant.email);
  await page.getByLabel('Password', { exact: true }).fill(approvedApplicant.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await navigationType(page)).toBe('navigate');
  // The sign-in page chose copies the applicant area runs on: no page after it was loaded again.
  expect(loads).toEqual(['/', '/login']);
});

test('moving between the wizard and the sign-in page loads a page only where the copies differ', async ({
  page,
}) => {
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));
  await page.goto('/onboarding');
  await startPage(page);
  // Which remotes fit the copies this page loaded is known once the page is idle (decision 051).
  const fits = await page.waitForFunction(
    (mark) => (performance.getEntriesByName(mark)[0] as PerformanceMark | undefined)?.detail,
    FITS_KNOWN_MARK,
  );
  const fitting = (await fits.jsonValue()) as Record<string, boolean>;
  await page.locator('header').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.locator('header').getByRole('link', { name: 'Get started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  // The sign-in page leads into both signed-in areas: when one of them needs more than the
  // wizard's copies, the browser loads it with copies that fit; the way back stays in that page.
  const signInFits = fitting.mf_applicant !== false && fitting.mf_agent !== false;
  expect(loads).toEqual(signInFits ? ['/onboarding'] : ['/onboarding', '/login']);
});
