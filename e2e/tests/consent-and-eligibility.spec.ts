import { startPage } from '../src/support/page-wake';
import { waitForSectionLive } from '../src/support/public-sections';
import { expect, test } from './fixtures';
import { decideCookies } from './public-site-helpers';

test('the cookie banner asks once, keeps the choice and can be reopened', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // The choice is a cookie the served page cannot know: the sheet comes once the visitor starts
  // using the page (no cookie but the necessary is set before anyway).
  await startPage(page);
  const banner = page.getByRole('region', { name: 'We value your privacy' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toBeHidden();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'nomada_consent');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ analytics: false });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await startPage(page);
  await expect(banner).toBeHidden();

  await page.goto('/cookies');
  await startPage(page);
  await page.getByRole('button', { name: 'Change cookie settings' }).click();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept all' }).click();
  const updated = (await context.cookies()).find(
    (candidate) => candidate.name === 'nomada_consent',
  );
  expect(JSON.parse(decodeURIComponent(updated!.value))).toMatchObject({ analytics: true });
});

test('the eligibility check applies the 2026 income threshold', async ({
  page,
  context,
  baseURL,
}) => {
  await decideCookies(context, baseURL!);
  await page.goto('/pricing');
  // The check is a script of its own (no answer comes from a server): it is used once live.
  await startPage(page);
  const check = page.locator('form', {
    has: page.getByLabel('Your gross income from remote work'),
  });
  await waitForSectionLive(check);
  await check
    .getByRole('group', { name: /citizen of the EU/ })
    .getByLabel('No')
    .check();
  await check.getByLabel('Your gross income from remote work').fill('3000');
  await check.getByText('Per month', { exact: true }).click();
  await check.getByLabel('Family members moving with you').fill('0');
  await check
    .getByRole('group', { name: 'Are you currently in Spain?' })
    .getByText('Yes', { exact: true })
    .click();
  await check.getByRole('button', { name: 'Check my eligibility' }).click();
  await expect(page.getByText('Your income meets the threshold')).toBeVisible();
  await expect(page.getByText(/34,188/).first()).toBeVisible();

  // 36,000 a year is short of 34,188 + 12,820.50 for one family member.
  await check.getByLabel('Family members moving with you').fill('1');
  await check.getByRole('button', { name: 'Check my eligibility' }).click();
  await expect(page.getByText('Your income is below the threshold')).toBeVisible();
  await expect(page.getByText(/47,008\.50/).first()).toBeVisible();
  await expect(page.getByText(/not legal advice/i).first()).toBeVisible();
});
