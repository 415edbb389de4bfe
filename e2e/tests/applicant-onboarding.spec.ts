import { randomBytes } from 'node:crypto';
import { errorText, type Language, type SessionPayload } from '@nomada/contracts';
import { createApplicant } from '../src/support/applicants';
import { WIZARD_PASSWORD, WizardPage } from '../src/support/applicant-wizard';
import { decideCookies } from './public-site-helpers';
import { expect, test } from './fixtures';

const newEmail = () => `wizard-${randomBytes(5).toString('hex')}@nomada-e2e.test`;

async function expectProgress(wizard: WizardPage, value: string) {
  await expect(wizard.progressBar).toHaveAttribute('aria-valuenow', value);
}

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`the whole wizard in ${language}: every message, the progress, business, a reload, submit`, async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await decideCookies(context, baseURL!);
    const wizard = await WizardPage.open(page, context, baseURL!, language, 'premium');
    const { text } = wizard;
    const email = newEmail();

    // Step 0: the plan kept by the home page.
    await expect(wizard.heading).toHaveText(text.headings[0]);
    await expect(wizard.radio(new RegExp(text.plans.premium))).toBeChecked();
    await expect(page.getByRole('list', { name: text.steps }).getByRole('listitem')).toHaveCount(6);
    await expectProgress(wizard, '0');
    await wizard.next();

    // Step 1: personal information.
    await expect(wizard.heading).toHaveText(text.headings[1]);
    await expect(wizard.heading).toBeFocused();
    await expectProgress(wizard, '16.67');
    await wizard.next();
    expect(await wizard.messageOf('first_name')).toBe(
      await wizard.message('first_name_required').textContent(),
    );
    await expect(wizard.message('last_name_required')).toBeVisible();
    await expect(wizard.message('email_required')).toBeVisible();
    await expect(wizard.field('first_name')).toBeFocused();
    await wizard.field('first_name').fill('A');
    await expectProgress(wizard, '21.67');
    await wizard.field('last_name').fill('L0pez');
    await expectProgress(wizard, '26.67');
    await wizard.field('email').fill('ana@');
    await expectProgress(wizard, '33.34');
    await wizard.next();
    await expect(wizard.message('first_name_length')).toBeVisible();
    await expect(wizard.message('last_name_letters')).toBeVisible();
    await expect(wizard.message('email_invalid')).toBeVisible();
    await wizard.field('first_name').fill('Ana María');
    await wizard.field('last_name').fill('López');
    await wizard.field('email').fill(email);
    await wizard.next();

    // Step 2: account security.
    await expect(wizard.heading).toHaveText(text.headings[2]);
    await expectProgress(wizard, '33.34');
    await wizard.next();
    await expect(wizard.message('password_required')).toBeVisible();
    await wizard.field('password').fill('Short1!');
    await wizard.next();
    await expect(wizard.message('password_too_short')).toBeVisible();
    await wizard.field('password').fill('alllowercase1!');
    await wizard.next();
    await expect(wizard.message('password_complexity')).toBeVisible();
    await wizard.field('password').fill(WIZARD_PASSWORD);
    await wizard.field('confirmPassword').fill(`${WIZARD_PASSWORD}x`);
    await wizard.next();
    await expect(wizard.message('passwords_do_not_match')).toBeVisible();
    await wizard.field('confirmPassword').fill(WIZARD_PASSWORD);
    await wizard.next();

    // Step 3: contact details.
    await expect(wizard.heading).toHaveText(text.headings[3]);
    await expectProgress(wizard, '50.01');
    await wizard.field('phone').fill('12-34');
    await wizard.field('date_of_birth').fill('2015-06-01');
    await wizard.next();
    await expect(wizard.message('phone_invalid')).toBeVisible();
    await expect(wizard.message('date_of_birth_adult')).toBeVisible();
    await wizard.field('phone').fill('+34 600 123 456');
    await wizard.field('date_of_birth').fill('1990-04-12');
    await wizard.field('nationality').fill('Argentina');
    await wizard.next();

    // Step 4: account type; business is coming soon.
    await expect(wizard.heading).toHaveText(text.headings[4]);
    await expectProgress(wizard, '66.68');
    await wizard.next();
    await expect(wizard.message('account_type_invalid')).toBeVisible();
    await wizard.choose(text.business);
    await expect(page.getByText(text.comingSoon).first()).toBeVisible();
    await wizard.field('company_name').fill('Acme SL');
    await wizard.next();
    await expect(wizard.errorOf('account_type')).toHaveText(
      errorText('business_coming_soon', language),
    );
    await expect(wizard.heading).toHaveText(text.headings[4]);
    await page.getByRole('button', { name: text.backToSelection }).click();
    await expect(wizard.radio(new RegExp(text.business))).not.toBeChecked();
    await expect(wizard.field('company_name')).toHaveCount(0);
    await wizard.choose(text.business);
    await expect(wizard.field('company_name')).toHaveValue('');
    await page.getByRole('button', { name: text.continueAsIndividual }).click();
    await expect(wizard.radio(new RegExp(text.individual))).toBeChecked();

    // A reload keeps the answers but never the passwords.
    const stored = await page.evaluate(() => JSON.stringify(window.sessionStorage));
    expect(stored).not.toContain(WIZARD_PASSWORD);
    await page.reload();
    await expect(wizard.heading).toHaveText(text.headings[2]);
    await expect(page.getByText(text.restored)).toBeVisible();
    await expect(wizard.field('password')).toHaveValue('');
    await wizard.field('password').fill(WIZARD_PASSWORD);
    await wizard.field('confirmPassword').fill(WIZARD_PASSWORD);
    await wizard.next();
    await expect(wizard.field('phone')).toHaveValue('+34 600 123 456');
    await expect(wizard.field('nationality')).toHaveValue('Argentina');
    await wizard.next();
    await expect(wizard.radio(new RegExp(text.individual))).toBeChecked();
    await wizard.next();

    // Step 5: both consents, with their partial credit.
    await expect(wizard.heading).toHaveText(text.headings[5]);
    await expectProgress(wizard, '83.35');
    await wizard.submit();
    await expect(wizard.message('terms_required')).toBeVisible();
    await expect(wizard.message('consent_required')).toBeVisible();
    await wizard.tick(text.terms);
    await expectProgress(wizard, '91.68');
    await wizard.tick(text.consent);
    await expectProgress(wizard, '100');

    // Change plan goes back to step 0; the rest is kept.
    await page.getByRole('button', { name: text.changePlan }).click();
    await expect(wizard.heading).toHaveText(text.headings[0]);
    await wizard.choose(text.plans.basic);
    for (let step = 0; step < 5; step += 1) await wizard.next();
    await expect(wizard.heading).toHaveText(text.headings[5]);
    await expect(page.getByRole('checkbox', { name: text.terms })).toBeChecked();
    await wizard.submit();

    await expect(page).toHaveURL(/\/pending-approval$/);
    await expect(page.getByRole('heading', { level: 1, name: text.pendingTitle })).toBeVisible();
    await expect(page.getByText(text.confirmEmail)).toBeVisible();
    const session = (await (
      await page.request.post('/functions/auth-session')
    ).json()) as SessionPayload;
    expect(session.profile).toMatchObject({
      email,
      first_name: 'Ana María',
      last_name: 'López',
      plan: 'basic',
      account_type: 'individual',
      status: 'pending',
    });
    expect(
      await page.evaluate(() => window.sessionStorage.getItem('nomada.onboardingDraft')),
    ).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
}

test('a taken email keeps every answer and is shown beside the email field', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await decideCookies(context, baseURL!);
  const existing = await createApplicant(request);
  const wizard = await WizardPage.open(page, context, baseURL!, 'en');
  await wizard.next();
  await wizard.field('first_name').fill('Ana');
  await wizard.field('last_name').fill('López');
  await wizard.field('email').fill(existing.email);
  await wizard.next();
  await wizard.field('password').fill(WIZARD_PASSWORD);
  await wizard.field('confirmPassword').fill(WIZARD_PASSWORD);
  await wizard.next();
  await wizard.next();
  await wizard.choose(wizard.text.individual);
  await wizard.next();
  await wizard.tick(wizard.text.terms);
  await wizard.tick(wizard.text.consent);
  await wizard.submit();
  await expect(page.getByText(wizard.text.signUpFailed)).toBeVisible();
  await expect(wizard.heading).toHaveText(wizard.text.headings[1]);
  expect(await wizard.messageOf('email')).toBe('An account with this email already exists');
  await expect(wizard.field('email')).toHaveValue(existing.email);
  await expect(wizard.field('first_name')).toHaveValue('Ana');
  await expect(page).toHaveURL(/\/onboarding$/);
});
