import { expectToast } from '../src/support/toasts';
import { waitUntilLive } from '../src/support/page-wake';
import { agent, expect, signIn, test } from './fixtures';

test('an approved applicant signs in to the dashboard and signs out', async ({
  page,
  approvedApplicant,
}) => {
  await signIn(page, approvedApplicant.email, approvedApplicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(approvedApplicant.email)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(1);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'You have been successfully signed out');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('an agent signs in to the agent dashboard and reaches settings from the menu', async ({
  page,
}) => {
  await signIn(page, agent().email, agent().password);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/agent\/settings$/);
});

test('wrong credentials show the sign-in error and stay on /login', async ({
  page,
  approvedApplicant,
}) => {
  await signIn(page, approvedApplicant.email, 'Wrong-password1!');
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in visitor of /login goes straight to their dashboard', async ({ page }) => {
  await signIn(page, agent().email, agent().password);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
});

test('a signed-in reader of a prerendered page gets their own top bar without touching the page, and loses it on signing out', async ({
  page,
  approvedApplicant,
}) => {
  await signIn(page, approvedApplicant.email, approvedApplicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pricing');
  await expect(page.locator('script[src^="/wake/"]')).toHaveCount(1);
  await waitUntilLive(page);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expectToast(page, 'You have been successfully signed out');
  // Signed out, the hint that starts the shell at once is gone: pages start as for any visitor.
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.endsWith('nomada_signed_in'))).toEqual([]);
});
