import { expectToast } from '../src/support/toasts';
import type { Page } from '@playwright/test';
import { decideCookies } from './public-site-helpers';
import { expect, signIn, test } from './fixtures';

async function expectSignedOutHome(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'You have been successfully signed out');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
}

test('a pending applicant reads how long the review takes and can sign out', async ({
  page,
  context,
  baseURL,
  pendingApplicant,
}) => {
  await decideCookies(context, baseURL!);
  await signIn(page, pendingApplicant.email, pendingApplicant.password);
  await expect(page).toHaveURL(/\/pending-approval$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Application Under Review' }),
  ).toBeVisible();
  await expect(page.getByText('Review typically takes 1-2 business days.')).toBeVisible();
  await expect(page.getByText(/We will send you an email as soon as/)).toBeVisible();
  await expect(page).toHaveTitle(/Application Under Review/);
  // The confirmation email can be sent again; settings are theirs before approval too.
  await page.getByRole('button', { name: 'Send a new confirmation link' }).click();
  await expect(page.getByText('Confirmation link sent')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expectSignedOutHome(page);
});

test('a rejected applicant reads the reason, can write to support and sign out, in Spanish too', async ({
  page,
  context,
  baseURL,
  rejectedApplicant,
}) => {
  await decideCookies(context, baseURL!);
  await signIn(page, rejectedApplicant.email, rejectedApplicant.password);
  await expect(page).toHaveURL(/\/application-rejected$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Application Not Approved' }),
  ).toBeVisible();
  await expect(main.getByTestId('rejection-reason')).toHaveText('The passport copy is unreadable.');
  await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    /^mailto:support@nomada\.es\?subject=/,
  );

  await context.addCookies([{ name: 'nomada_lang', value: 'es', url: baseURL! }]);
  await page.reload();
  await expect(
    main.getByRole('heading', { level: 1, name: 'Solicitud no aprobada' }),
  ).toBeVisible();
  await expect(main.getByTestId('rejection-reason')).toHaveText('The passport copy is unreadable.');
  await expect(main.getByRole('link', { name: 'Tu información y tu cuenta' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  await main.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Has cerrado sesión correctamente')).toBeVisible();
  await page.goto('/application-rejected');
  await expect(page).toHaveURL(/\/login\?next=%2Fapplication-rejected$/);
});

test('an approved applicant opening a status page lands on the dashboard', async ({
  page,
  context,
  baseURL,
  approvedApplicant,
}) => {
  await decideCookies(context, baseURL!);
  await signIn(page, approvedApplicant.email, approvedApplicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pending-approval');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/application-rejected');
  await expect(page).toHaveURL(/\/dashboard$/);
});
