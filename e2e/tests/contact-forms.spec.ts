import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { waitForMail } from '../src/support/mailbox';
import { startPage } from '../src/support/page-wake';
import { waitForSectionLive } from '../src/support/public-sections';
import { decideCookies } from './public-site-helpers';

test.beforeEach(async ({ context, baseURL }) => decideCookies(context, baseURL!));

test('the home interest form validates, submits and is acknowledged by email', async ({ page }) => {
  await page.goto('/');
  // The scripts' path (toasts, errors under the fields); without scripts see public-no-script.spec.ts.
  await startPage(page);
  const form = page.locator('form', { has: page.getByLabel('Country') });
  await waitForSectionLive(form);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  const email = `lead-${randomBytes(4).toString('hex')}@nomada-e2e.test`;
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Country').fill('United States');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you! We will contact you soon.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Country')).toHaveValue('');

  const acknowledgement = await waitForMail(email);
  expect(acknowledgement.to).toContain(email);
});

test('a failed submission keeps the fields and shows the server error', async ({ page }) => {
  await page.route('**/functions/send-contact-email', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      // The browser shows the text of the code (in the reader's language), not the English `error`.
      body: JSON.stringify({ success: false, error: 'Slow down', code: 'contact_throttled' }),
    }),
  );
  await page.goto('/');
  await startPage(page);
  const form = page.locator('form', { has: page.getByLabel('Country') });
  await waitForSectionLive(form);
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@nomada-e2e.test');
  await form.getByLabel('Country').fill('United States');
  const button = form.getByRole('button', { name: /Send|Submitting/ });
  await button.click();
  await expect(page.getByText('Too many messages. Please try again later.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Grace Hopper');
  await expect(button).toBeEnabled();
});

test('the contact page form shows field errors, then sends', async ({ page }) => {
  await page.goto('/contact');
  await startPage(page);
  const form = page.locator('form', { has: page.getByLabel('Subject') });
  await waitForSectionLive(form);
  await form.getByRole('button').last().click();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(`ada-${randomBytes(4).toString('hex')}@nomada-e2e.test`);
  await form.getByLabel('Subject').fill('Family members');
  await form.getByLabel('Message').fill('Can my partner join me on the digital nomad visa?');
  await form.getByRole('button').last().click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
});
