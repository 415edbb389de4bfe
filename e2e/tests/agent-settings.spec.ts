import type { Page } from '@playwright/test';
import { createAgent, type TestAgent } from '../src/support/agent-accounts';
import { toast } from '../src/support/agent-dashboard';
import { totpCode, totpStep } from '../src/support/agent-totp';
import { decideCookies } from './public-site-helpers';
import { expect, signIn, test } from './fixtures';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function openSettings(page: Page, agent: TestAgent) {
  await signIn(page, agent.email, agent.password);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  await page.goto('/agent/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('an agent saves their name for real; the email cannot be changed', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const agent = await createAgent('Carmen');
  await decideCookies(context, baseURL!);
  await openSettings(page, agent);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('Email')).toHaveValue(agent.email);
  await expect(profile.getByLabel('Email')).not.toBeEditable();
  await expect(profile.getByText('Email cannot be changed')).toBeVisible();

  await profile.getByLabel('First name').fill('Carmela');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue('Carmela');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(`Carmela ${agent.lastName}`)).toBeVisible();
});

test('an agent turns on two-factor sign-in; the next sign-in asks for the code', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const agent = await createAgent('Teresa');
  await decideCookies(context, baseURL!);
  await openSettings(page, agent);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(card.getByRole('img', { name: /QR code/ })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  const enrolledAt = totpStep();
  await card.getByLabel(/6-digit code/).fill(totpCode(secret, enrolledAt));
  await card.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(toast(page, 'Two-factor sign-in is on')).toBeVisible();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  const recoveryCode = (await codes.first().innerText()).trim();
  await expect(card.getByRole('link', { name: 'Download codes' })).toHaveAttribute(
    'download',
    'nomada-recovery-codes.txt',
  );
  await card.getByRole('button', { name: "I've saved my codes" }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  // The next sign-in asks for a code; a wrong one is refused, the app's next one lets them in.
  await signOut(page);
  await signIn(page, agent.email, agent.password);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await code.fill(totpCode(secret, enrolledAt - 5));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The verification code is not valid').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Each code is accepted once: the step after the one used to enrol (one step of drift is allowed).
  await code.fill(totpCode(secret, enrolledAt + 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);

  // A recovery code works once instead of the app's code.
  await signOut(page);
  await signIn(page, agent.email, agent.password);
  await page.getByLabel('Authentication code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/agent\/dashboard$/);

  // Turning it off needs the current password; then the password alone is enough again.
  await page.goto('/agent/settings');
  await card.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await card.getByLabel('Current password').fill(agent.password);
  await card.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(toast(page, 'Two-factor sign-in is off')).toBeVisible();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await signOut(page);
  await signIn(page, agent.email, agent.password);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
});
