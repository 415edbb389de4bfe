import { expect, signIn, test } from './fixtures';
import { firstLink, waitForMail } from '../src/support/mailbox';

test('a forgotten password is reset through the emailed link', async ({
  page,
  approvedApplicant,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(approvedApplicant.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email for the reset link')).toBeVisible();

  const mail = await waitForMail(approvedApplicant.email, { containing: '/reset-password' });
  const link = firstLink(mail.text, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Brand-new1!');
  await page.getByLabel('Confirm password', { exact: true }).fill('Brand-new1!');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  await signIn(page, approvedApplicant.email, 'Brand-new1!');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link is single-use.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-one1!');
  await page.getByLabel('Confirm password', { exact: true }).fill('Another-one1!');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('This password reset link is invalid or expired.')).toBeVisible();
});

test('a reset page without tokens says the link is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(
    page.getByText('This password reset link is invalid or expired.').first(),
  ).toBeVisible();
});
