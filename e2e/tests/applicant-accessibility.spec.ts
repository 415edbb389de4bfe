import type { BrowserContext, Page } from '@playwright/test';
import { errorText, type Language } from '@nomada/contracts';
import { expectNoAxeViolations } from '../src/support/axe';
import { WIZARD_PASSWORD, WizardPage } from '../src/support/applicant-wizard';
import { decideCookies } from './public-site-helpers';
import { expect, test } from './fixtures';

async function signInAs(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  language: Language,
  who: { email: string; password: string },
) {
  await context.clearCookies();
  await decideCookies(context, baseURL);
  await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL }]);
  await page.goto('/login');
  await page.locator('input[type=email]').fill(who.email);
  await page.locator('input[type=password]').fill(who.password);
  await page.locator('form button[type=submit]').click();
}

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`every onboarding step has no axe violations (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await decideCookies(context, baseURL!);
    const wizard = await WizardPage.open(page, context, baseURL!, language);
    const { text } = wizard;
    const check = async (step: number) => {
      await expect(wizard.heading).toHaveText(text.headings[step]!);
      await expectNoAxeViolations(page, `onboarding step ${step} (${language})`);
    };
    await check(0);
    await wizard.next();
    await wizard.next();
    await expect(wizard.field('first_name')).toHaveAttribute('aria-invalid', 'true');
    await check(1);
    await wizard.field('first_name').fill('Ana');
    await wizard.field('last_name').fill('López');
    await wizard.field('email').fill('axe@nomada-e2e.test');
    await wizard.next();
    await check(2);
    await wizard.field('password').fill(WIZARD_PASSWORD);
    await wizard.field('confirmPassword').fill(WIZARD_PASSWORD);
    await wizard.next();
    await check(3);
    await wizard.next();
    await wizard.choose(text.business);
    await wizard.next();
    await expect(wizard.errorOf('account_type')).toHaveText(
      errorText('business_coming_soon', language),
    );
    await check(4);
    await page.getByRole('button', { name: text.continueAsIndividual }).click();
    await wizard.next();
    await wizard.submit();
    await expect(wizard.message('terms_required')).toBeVisible();
    await check(5);
  });

  test(`the status pages have no axe violations (${language})`, async ({
    page,
    context,
    baseURL,
    pendingApplicant,
    rejectedApplicant,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, context, baseURL!, language, pendingApplicant);
    await expect(page).toHaveURL(/\/pending-approval$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `/pending-approval (${language})`);
    await signInAs(page, context, baseURL!, language, rejectedApplicant);
    await expect(page).toHaveURL(/\/application-rejected$/);
    await expect(page.getByTestId('rejection-reason')).toBeVisible();
    await expectNoAxeViolations(page, `/application-rejected (${language})`);
  });

  test(`the dashboard tabs have no axe violations (${language})`, async ({
    page,
    context,
    baseURL,
    approvedApplicant,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, context, baseURL!, language, approvedApplicant);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('overall-state')).toBeVisible();
    await expectNoAxeViolations(page, `/dashboard (${language})`);
    await page.goto('/dashboard/documents');
    await expect(page.getByTestId('document-card')).toHaveCount(4);
    await expectNoAxeViolations(page, `/dashboard/documents (${language})`);
    await page.goto('/dashboard/support');
    await expect(page.getByTestId('agent-card')).toBeVisible();
    await expectNoAxeViolations(page, `/dashboard/support (${language})`);
  });
}
