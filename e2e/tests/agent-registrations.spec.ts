import { expectToast } from '../src/support/toasts';
import { pendingApplicant } from '../src/support/agent-applicants';
import { agentDashboard } from '../src/support/agent-dashboard';
import { decideCookies } from './public-site-helpers';
import { agent, expect, signIn, test } from './fixtures';

test('an agent approves a registration after confirming, and the applicant can sign in', async ({
  page,
  context,
  baseURL,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const applicant = await pendingApplicant(request, 'Alba');
  await decideCookies(context, baseURL!);
  await signIn(page, agent().email, agent().password);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  const dashboard = agentDashboard(page);
  await dashboard.openTab('Registrations');

  const row = await dashboard.rowOf('Pending registrations', applicant.email);
  await expect(row.getByText('Email not confirmed')).toBeVisible();
  await row.getByRole('button', { name: 'View details' }).click();
  const details = page.getByRole('dialog', {
    name: `${applicant.firstName} ${applicant.lastName}`,
  });
  await expect(details.getByText('Basic plan')).toBeVisible();
  await expect(details.getByText('No decisions about this applicant yet.')).toBeVisible();

  // Approval asks first; cancelling changes nothing.
  await details.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve this registration?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirm.getByRole('button', { name: 'Approve registration' }).click();
  await expectToast(page, 'Registration approved successfully');
  await expect(details).toBeHidden();
  await expect(
    dashboard
      .list('Pending registrations')
      .getByRole('listitem')
      .filter({ hasText: applicant.email }),
  ).toHaveCount(0);

  await dashboard.openTab('History');
  const decided = await dashboard.rowOf('Decided registrations', applicant.email);
  await expect(decided.getByText('Approved')).toBeVisible();
  await expect(decided.getByText(`Decided by ${agent().name}`, { exact: false })).toBeVisible();
  await decided.getByRole('button', { name: 'View details' }).click();
  await expect(
    page.getByRole('dialog').getByText(`${agent().name} approved the registration`),
  ).toBeVisible();

  const applicantPage = await (await browser.newContext()).newPage();
  await decideCookies(applicantPage.context(), baseURL!);
  await signIn(applicantPage, applicant.email, applicant.password);
  await expect(applicantPage).toHaveURL(/\/dashboard$/);
  await applicantPage.context().close();
});

test('an agent rejects a registration with a reason, and the applicant reads it', async ({
  page,
  context,
  baseURL,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const applicant = await pendingApplicant(request, 'Raul', 'premium');
  const reason = 'Your proof of income does not cover the last three months.';
  await decideCookies(context, baseURL!);
  await signIn(page, agent().email, agent().password);
  const dashboard = agentDashboard(page);
  await dashboard.openTab('Registrations');
  const row = await dashboard.rowOf('Pending registrations', applicant.email);
  await row.getByRole('button', { name: 'View details' }).click();
  const details = page.getByRole('dialog');

  await details.getByRole('button', { name: 'Reject', exact: true }).click();
  await details.getByRole('button', { name: 'Reject registration' }).click();
  await expect(details.getByText('Rejection reason is required')).toBeVisible();
  await details.getByLabel('Why is this registration rejected?').fill(reason);
  await details.getByRole('button', { name: 'Reject registration' }).click();
  await expectToast(page, 'Registration rejected');
  await expect(details).toBeHidden();

  await dashboard.openTab('History');
  const decided = await dashboard.rowOf('Decided registrations', applicant.email);
  await expect(decided.getByText('Rejected')).toBeVisible();
  await expect(decided.getByText(`Reason: ${reason}`)).toBeVisible();

  const applicantPage = await (await browser.newContext()).newPage();
  await decideCookies(applicantPage.context(), baseURL!);
  await signIn(applicantPage, applicant.email, applicant.password);
  await expect(applicantPage).toHaveURL(/\/application-rejected$/);
  await expect(applicantPage.getByRole('main').getByTestId('rejection-reason')).toHaveText(reason);
  await applicantPage.context().close();
});
