import { expectToast } from '../src/support/toasts';
import { approvedApplicant } from '../src/support/agent-applicants';
import { agentDashboard } from '../src/support/agent-dashboard';
import { decideCookies } from './public-site-helpers';
import { agent, expect, signIn, test } from './fixtures';

test('an agent assigns an approved applicant to themselves, then unassigns them', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  const applicant = await approvedApplicant(request, 'Ines', 'premium');
  await decideCookies(context, baseURL!);
  await signIn(page, agent().email, agent().password);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  const dashboard = agentDashboard(page);

  const available = await dashboard.rowOf('Applicants without an agent', applicant.email);
  await expect(available.getByText('Premium plan')).toBeVisible();
  await available.getByRole('button', { name: 'Assign to me' }).click();
  await expectToast(page, 'User assigned successfully');
  await expect(available).toHaveCount(0);

  const mine = await dashboard.rowOf('My applicants', applicant.email);
  await expect(mine.getByText(/^Assigned /)).toBeVisible();
  await mine.getByRole('button', { name: 'Unassign' }).click();
  await expectToast(page, 'User unassigned successfully');
  await expect(mine).toHaveCount(0);
  await expect(await dashboard.rowOf('Applicants without an agent', applicant.email)).toBeVisible();
});
