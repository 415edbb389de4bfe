import { expectToast } from '../src/support/toasts';
import type { Page } from '@playwright/test';
import { createAgent } from '../src/support/agent-accounts';
import { approvedApplicant } from '../src/support/agent-applicants';
import { readyCaseOf } from '../src/support/agent-cases';
import { signInIn } from '../src/support/agent-dashboard';
import { decideCookies } from './public-site-helpers';
import { expect, signIn, test } from './fixtures';

/** The steps of the applicant's timeline on their dashboard, after a reload. */
async function timelineSteps(page: Page) {
  await page.goto('/dashboard');
  const steps = page.getByTestId('case-step');
  await expect(steps.first()).toBeVisible();
  return steps;
}

test('the assigned agent moves a case from ready to resolved and the applicant sees each step', async ({
  page,
  context,
  browser,
  baseURL,
  request,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const own = await createAgent('Sara');
  const applicant = await approvedApplicant(request, 'Estela');
  await decideCookies(context, baseURL!);
  await signInIn(page, context, baseURL!, 'en', own);

  // Assigned to this agent, with every checklist item uploaded and approved: the case is `ready`.
  await readyCaseOf(page, baseURL!, applicant);

  const applicantContext = await browser.newContext({ baseURL });
  await decideCookies(applicantContext, baseURL!);
  const applicantPage = await applicantContext.newPage();
  await signIn(applicantPage, applicant.email, applicant.password);
  await expect(applicantPage).toHaveURL(/\/dashboard$/);
  await expect(await timelineSteps(applicantPage)).toHaveText([
    /Gathering documents/,
    /Documents approved/,
  ]);

  await page.goto(`/agent/applicants/${applicant.id}`);
  const filing = page.getByRole('form', { name: 'Filed with the authorities', exact: true });
  await filing.getByRole('button', { name: 'Mark as filed' }).click();
  await expect(filing.getByText('This stage needs this detail')).toHaveCount(3);
  await filing.getByLabel('Authority').selectOption('uge');
  await filing.getByLabel('Reference').fill('EX-2026-0042');
  await filing.getByLabel('Date').fill('2026-11-24');
  await filing.getByRole('button', { name: 'Mark as filed' }).click();
  await expectToast(page, 'Case stage updated');
  await expect(filing).toHaveCount(0);

  const steps = await timelineSteps(applicantPage);
  await expect(steps).toHaveText([
    /Gathering documents/,
    /Documents approved/,
    /Filed with the authorities/,
  ]);
  await expect(steps.last()).toContainText('Filed with the UGE');
  await expect(steps.last()).toContainText('Reference: EX-2026-0042');

  const decision = page.getByRole('form', { name: 'The authorities decided', exact: true });
  await decision.getByLabel('Outcome').selectOption('granted');
  await decision.getByLabel('Date').fill('2026-11-20');
  await decision.getByLabel('Note').fill('Residence card appointment on 10 December');
  await decision.getByRole('button', { name: 'Record the decision' }).click();
  await expectToast(page, 'Case stage updated');
  // Nothing follows a decision: no move is offered any more.
  await expect(decision).toHaveCount(0);
  await expect(
    page.getByRole('form', { name: 'The authorities asked for more documents', exact: true }),
  ).toHaveCount(0);
  await expect(page.getByText('Resolved', { exact: true }).first()).toBeVisible();

  const resolved = await timelineSteps(applicantPage);
  await expect(resolved).toHaveText([
    /Gathering documents/,
    /Documents approved/,
    /Filed with the authorities/,
    /Decision on your visa/,
  ]);
  await expect(resolved.last()).toContainText('Visa granted');
  await expect(resolved.last()).toContainText('Residence card appointment on 10 December');
  await applicantContext.close();
  expect(consoleErrors).toEqual([]);
});
