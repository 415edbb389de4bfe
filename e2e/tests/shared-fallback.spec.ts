import {
  chosenVariants,
  exportsBeyondTrimmed,
  type SharedManifest,
} from '../src/support/public-shared-variants';
import { startPage } from '../src/support/page-wake';
import { decideCookies } from './public-site-helpers';
import { expect, test } from './fixtures';

const CHAKRA = '@chakra-ui/react';
/** An export of Chakra no public page imports, so the shell's trimmed copy leaves it out. */
const WIDER_EXPORT = 'Dialog.Root';

test('a remote built against a wider export list than the shell loaded renders correctly', async ({
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
      { shared: [{ name: CHAKRA, usedExports: [WIDER_EXPORT] }] },
      CHAKRA,
    ),
  ).toEqual([WIDER_EXPORT]);
  // The marketing remote as if released with one more Chakra import than the shell's list.
  await page.route('**/remotes/marketing/mf-manifest.json', async (route) => {
    const manifest = (await (await route.fetch()).json()) as SharedManifest;
    for (const entry of manifest.shared ?? [])
      if (entry.name === CHAKRA) entry.usedExports = [...(entry.usedExports ?? []), WIDER_EXPORT];
    await route.fulfill({ json: manifest });
  });
  await page.goto('/');
  await startPage(page);
  expect((await chosenVariants(page))[CHAKRA]).toBe('whole');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hydrated and live: the language switch re-renders the remote's page.
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/España/);
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
  await page.getByRole('main').getByRole('link', { name: 'Start now' }).first().click();
  await expect(page).toHaveURL(/\/onboarding$/);
  // The shell loads the page anew to choose the whole package; until then the old page answers.
  await expect
    .poll(() =>
      chosenVariants(page)
        .then((chosen) => chosen[CHAKRA])
        .catch(() => undefined),
    )
    .toBe('whole');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
