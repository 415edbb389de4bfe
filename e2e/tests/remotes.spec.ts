import { waitUntilLive } from '../src/support/page-wake';
import { expect, test } from './fixtures';

test('remotes.json lists the three remotes and each manifest loads', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toMatch(/no-(store|cache)/);
  const remotes = (await response.json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual(['mf_agent', 'mf_applicant', 'mf_marketing']);
  for (const url of Object.values(remotes)) {
    const manifest = await request.get(url);
    expect(manifest.ok(), url).toBe(true);
    expect(await manifest.json()).toHaveProperty('metaData');
  }
});

test('the home page renders through the marketing remote without console errors', async ({
  page,
  consoleErrors,
}) => {
  const manifest = page.waitForResponse((response) =>
    response.url().includes('/remotes/marketing/mf-manifest.json'),
  );
  await page.goto('/');
  expect((await manifest).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The shell starts once the page has loaded and hydrates the served page without a complaint.
  await waitUntilLive(page);
  await page.waitForLoadState('networkidle');
  expect(consoleErrors).toEqual([]);
});

test('a dead remote leaves the shell up with a retry that works', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/marketing/**', (route) =>
    blocked ? route.abort() : route.continue(),
  );
  await page.goto('/');
  // The served HTML shows the page; the remote is needed once the shell takes the page over.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The other remotes and the shell's own pages still work.
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible();
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
});
