import { expectToast } from '../src/support/toasts';
import type { Page } from '@playwright/test';
import { createAgent, type TestAgent } from '../src/support/agent-accounts';
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
  await expectToast(page, 'Profile updated');
  await page.reload();
  await expect(profile.getByLabel('First name')).toHaveValue('Carmela');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(`Carmela ${agent.lastName}`)).toBeVisible();
});

/** The code step of sign-in: the password was right and the page asks for the app's code. */
async function enterCode(page: Page, code: string) {
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an agent turns on two-factor sign-in; the next sign-in asks for the code', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const agent = await createAgent('Teresa');
  await decideCookies(context, baseURL!);
  // A second browser signed in as the same agent: changing the factor signs it out.
  const laptop = await browser.newContext({ baseURL });
  await decideCookies(laptop, baseURL!);
  const laptopPage = await laptop.newPage();
  await signIn(laptopPage, agent.email, agent.password);
  await expect(laptopPage).toHaveURL(/\/agent\/dashboard$/);

  await openSettings(page, agent);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();

  // Setting up starts with the password: a session alone cannot add a factor.
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await card.getByLabel('Current password').fill('Wr0ng!Pass');
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByText('Current password is incorrect')).toBeVisible();
  await card.getByLabel('Current password').fill(agent.password);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(card.getByRole('img', { name: /QR code/ })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  const enrolledAt = totpStep();
  await card.getByLabel(/6-digit code/).fill(totpCode(secret, enrolledAt));
  await card.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expectToast(page, 'Two-factor sign-in is on');
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes.first()).toBeVisible();
  const recoveryCode = (await codes.first().innerText()).trim();
  const otherRecoveryCode = (await codes.nth(1).innerText()).trim();
  await expect(card.getByRole('link', { name: 'Download codes' })).toHaveAttribute(
    'download',
    'nomada-recovery-codes.txt',
  );
  await card.getByRole('button', { name: "I've saved my codes" }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  // This browser got a new session with the change; the other one was signed out.
  await page.reload();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await laptopPage.goto('/agent/dashboard');
  await expect(laptopPage).toHaveURL(/\/login/);
  await laptop.close();

  // The next sign-in asks for a code; a wrong one is refused, the app's next one lets them in.
  await signOut(page);
  await signIn(page, agent.email, agent.password);
  await enterCode(page, totpCode(secret, enrolledAt - 5));
  await expect(page.getByText('The verification code is not valid').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Each code is accepted once: the step after the one used to enrol (one step of drift is allowed),
  // or the app's code of now when a busy machine took longer than that to get here.
  await enterCode(page, totpCode(secret, Math.max(totpStep(), enrolledAt + 1)));
  await expect(page).toHaveURL(/\/agent\/dashboard$/);

  // A recovery code works once instead of the app's code.
  await signOut(page);
  await signIn(page, agent.email, agent.password);
  await enterCode(page, recoveryCode);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);

  // Turning it off needs the current password and a code (a recovery code will do); then the
  // password alone is enough again.
  await page.goto('/agent/settings');
  await card.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
  await card.getByLabel('Current password').fill(agent.password);
  await card.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(card.getByText('Enter the code from your authenticator app')).toBeVisible();
  await card.getByLabel('Code from your authenticator app').fill(otherRecoveryCode);
  await card.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expectToast(page, 'Two-factor sign-in is off');
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await signOut(page);
  await signIn(page, agent.email, agent.password);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
});

test('an agent moves to a new authenticator app; five wrong codes send sign-in back to the password', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const agent = await createAgent('Irene');
  await decideCookies(context, baseURL!);
  await openSettings(page, agent);
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await card.getByLabel('Current password').fill(agent.password);
  await card.getByRole('button', { name: 'Continue' }).click();
  const oldSecret = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await card.getByLabel(/6-digit code/).fill(totpCode(oldSecret, totpStep() - 1));
  await card.getByRole('button', { name: 'Turn on', exact: true }).click();
  await card.getByRole('button', { name: "I've saved my codes" }).click();

  // A new phone: the password and a code of the old app, then the new app's QR code.
  await card.getByRole('button', { name: 'Set up a new authenticator app' }).click();
  await card.getByLabel('Current password').fill(agent.password);
  await card.getByLabel('Code from your authenticator app').fill(totpCode(oldSecret, totpStep()));
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const newSecret = (await card.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(newSecret).not.toBe(oldSecret);
  await card.getByLabel(/6-digit code/).fill(totpCode(newSecret, totpStep() - 1));
  await card.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expectToast(page, 'Your new authenticator app is set up');
  await card.getByRole('button', { name: "I've saved my codes" }).click();

  // Five wrong codes end the sign-in's code step: it starts again from the password.
  await signOut(page);
  await signIn(page, agent.email, agent.password);
  const wrong = totpCode(oldSecret, totpStep() + 1);
  for (let attempt = 1; attempt <= 4; attempt++) {
    await enterCode(page, wrong);
    await expect(page.getByText('The verification code is not valid').first()).toBeVisible();
  }
  await enterCode(page, wrong);
  await expectToast(page, 'Too many wrong codes. Enter your password and sign in again.');
  await expect(page).toHaveURL(/\/login$/);
  // The password field is emptied with the code step; sending the password again opens a new
  // code step (the old code is cleared), where the new app's code lets them in.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Authentication code')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill(agent.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Authentication code')).toHaveValue('');
  await enterCode(page, totpCode(newSecret, totpStep() + 1));
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
});
