import { test as base, expect, type Page } from '@playwright/test';
import { createApplicant, decideRegistration, type TestApplicant } from '../src/support/applicants';
import { e2eEnv } from '../src/support/env';
import { recordToasts } from '../src/support/toasts';

type Fixtures = {
  approvedApplicant: TestApplicant;
  pendingApplicant: TestApplicant;
  rejectedApplicant: TestApplicant;
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },
  approvedApplicant: async ({ request }, use) => {
    const applicant = await createApplicant(request, { firstName: 'Ana', lastName: 'Aprobada' });
    await decideRegistration(applicant.id, 'approved');
    await use(applicant);
  },
  pendingApplicant: async ({ request }, use) => {
    await use(await createApplicant(request, { firstName: 'Pablo', lastName: 'Pendiente' }));
  },
  rejectedApplicant: async ({ request }, use) => {
    const applicant = await createApplicant(request, { firstName: 'Rita', lastName: 'Rechazada' });
    await decideRegistration(applicant.id, 'rejected', 'The passport copy is unreadable.');
    await use(applicant);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export const agent = () => e2eEnv.agent;
