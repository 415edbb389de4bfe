import { agent, expect, signIn, test } from './fixtures';

for (const path of [
  '/dashboard',
  '/agent/dashboard',
  '/agent/settings',
  '/pending-approval',
  '/application-rejected',
]) {
  test(`signed-out visitors of ${path} are sent to /login, which brings them back`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  });
}

test('an applicant cannot open agent pages', async ({ page, approvedApplicant }) => {
  await signIn(page, approvedApplicant.email, approvedApplicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/agent/dashboard', '/agent/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('an agent opening the applicant dashboard is sent to the agent dashboard', async ({
  page,
}) => {
  await signIn(page, agent().email, agent().password);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
});

test('a pending applicant is sent to /pending-approval', async ({ page, pendingApplicant }) => {
  await signIn(page, pendingApplicant.email, pendingApplicant.password);
  await expect(page).toHaveURL(/\/pending-approval$/);
  await expect(page.getByRole('heading', { name: 'Application Under Review' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/pending-approval$/);
});

test('a rejected applicant is sent to /application-rejected with the reason', async ({
  page,
  rejectedApplicant,
}) => {
  await signIn(page, rejectedApplicant.email, rejectedApplicant.password);
  await expect(page).toHaveURL(/\/application-rejected$/);
  await expect(page.getByRole('heading', { name: 'Application Not Approved' })).toBeVisible();
  await expect(page.getByText('The passport copy is unreadable.').first()).toBeVisible();
});

test('unknown paths show the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
