import { expectToast } from '../src/support/toasts';
import type { Page } from '@playwright/test';
import { approvedApplicant, uploadAs } from '../src/support/agent-applicants';
import { agentDashboard } from '../src/support/agent-dashboard';
import { pdfFile, pngFile } from '../src/support/agent-files';
import { decideCookies } from './public-site-helpers';
import { agent, expect, signIn, test } from './fixtures';

/** The applicant's overall progress, as their overview's progress bar says it. */
async function expectProgress(page: Page, percent: number) {
  await page.reload();
  await expect(
    page.getByTestId('progress-card').getByRole('progressbar', { name: 'Application progress' }),
  ).toHaveAttribute('aria-valuenow', String(percent), { timeout: 20_000 });
}

test('an agent rejects a document seen inline, then approves the re-upload and the applicant’s progress moves', async ({
  page,
  context,
  baseURL,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const applicant = await approvedApplicant(request, 'Dora');
  await uploadAs(baseURL!, applicant, 'Valid passport', pdfFile('dora-passport.pdf'));

  const applicantPage = await (await browser.newContext()).newPage();
  await decideCookies(applicantPage.context(), baseURL!);
  await signIn(applicantPage, applicant.email, applicant.password);
  await expect(applicantPage).toHaveURL(/\/dashboard$/);
  await expectProgress(applicantPage, 0);

  await decideCookies(context, baseURL!);
  await signIn(page, agent().email, agent().password);
  const dashboard = agentDashboard(page);
  await dashboard.openTab('Documents');
  const row = await dashboard.rowOf('Documents to review', applicant.email);
  await expect(row.getByText('Valid passport')).toBeVisible();
  await expect(row.getByText('New')).toBeVisible();

  // Opening the review shows the PDF itself and starts the review.
  await row.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review: Valid passport' });
  const frame = review.getByTitle('Preview of dora-passport.pdf');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // A frame the page's policy refused would be Chromium's error page instead of the PDF.
  await expect
    .poll(() => page.frames().some((shown) => shown.url().startsWith('blob:')), { timeout: 20_000 })
    .toBe(true);
  await expect(review.getByText('dora-passport.pdf', { exact: true })).toBeVisible();
  await expect(
    review.getByText(`${applicant.firstName} ${applicant.lastName}`).first(),
  ).toBeVisible();
  await expect(review.getByText('Under review')).toBeVisible();

  const reason = 'The scan is cut off: all four corners of the page must be visible.';
  await review.getByRole('button', { name: 'Reject', exact: true }).click();
  await review.getByLabel('Why is this document rejected?').fill(reason);
  await review.getByRole('button', { name: 'Reject document' }).click();
  await expectToast(page, 'Document rejected');
  await expect(review).toBeHidden();
  await expect(row).toHaveCount(0);

  // The applicant uploads a new file (an image this time); the agent's refresh shows it.
  await uploadAs(baseURL!, applicant, 'Valid passport', pngFile('dora-passport.png'));
  await dashboard.list('Documents to review').getByRole('button', { name: 'Refresh' }).click();
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  await row.getByRole('button', { name: 'Review' }).click();
  const image = review.getByRole('img', { name: 'Preview of dora-passport.png' });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((shown: HTMLImageElement) => shown.naturalWidth))
    .toBe(240);
  await expect(review.getByText(`${agent().name} rejected “Valid passport”`)).toBeVisible();
  await expect(review.getByText(`Reason: ${reason}`)).toBeVisible();
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(page, 'Document approved successfully');
  await expect(review).toBeHidden();

  await expectProgress(applicantPage, 25);
  await applicantPage.getByRole('tab', { name: 'Documents' }).click();
  await expect(applicantPage.getByTestId('documents-counter')).toHaveText('1 of 4 approved');
  await applicantPage.context().close();
});
