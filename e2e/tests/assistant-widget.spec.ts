import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../src/support/axe';
import { createApplicant, decideRegistration } from '../src/support/applicants';
import { e2eEnv } from '../src/support/env';
import { expect, signIn, test } from './fixtures';
import { startPage } from '../src/support/page-wake';
import { decideCookies } from './public-site-helpers';

/** The widget's tests share the messaging worker, which one of them stops for a while. */
test.describe.configure({ mode: 'serial' });

async function premiumApplicant(request: APIRequestContext) {
  const applicant = await createApplicant(request, {
    plan: 'premium',
    firstName: 'Paula',
    lastName: 'Premium',
  });
  await decideRegistration(applicant.id, 'approved');
  return applicant;
}

/** Signed in and settled: reloading or navigating while the dashboard still loads is cut short. */
async function onDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function openAssistant(page: Page, buttonName: string, dialogName: string) {
  await page.getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * The platform's messaging workers (this run's, found by its PORT; two of them with REPLICAS=2),
 * for the test that stops them.
 */
function messagingWorkerPids(port: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      const env = readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (
        command.includes('worker.js') &&
        cwd.endsWith('services/messaging') &&
        env.includes(`PORT=${port}`)
      )
        pids.push(Number(entry));
    } catch {
      // A process that ended meanwhile, or one of another user.
    }
  }
  if (pids.length === 0) throw new Error(`no messaging worker of the platform on port ${port}`);
  return pids;
}

test('a premium applicant asks in English and gets an answer with its sources', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const applicant = await premiumApplicant(request);
  await signIn(page, applicant.email, applicant.password);
  await onDashboard(page);

  const dialog = await openAssistant(page, 'Open the visa assistant', 'Visa Assistant');
  const box = await dialog.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(384);
  expect(Math.round(box?.height ?? 0)).toBe(500);
  await expect(
    dialog.getByText(/the visa process, the documents you need and the timelines/),
  ).toHaveCount(1);

  const input = dialog.getByPlaceholder('Ask about visa requirements...');
  await expect(input).toBeFocused();
  await input.fill('How much money do I need to earn per month?');
  await input.press('Enter');
  await expect(dialog.getByText(/about €2,849 a month/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Real Decreto 126\/2026/ })).toHaveAttribute(
    'href',
    'https://www.salariominimo.es/2026.html',
  );
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('');
  await page.screenshot({ path: '.artifacts/screenshots/assistant-answer-en-1280.png' });
  await expectNoAxeViolations(page, 'the open visa assistant with an answer (en, 1280px)');
  expect(consoleErrors).toEqual([]);
});

test('a premium applicant asks in Spanish on a phone', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const applicant = await premiumApplicant(request);
  await signIn(page, applicant.email, applicant.password);
  await onDashboard(page);
  await page.context().addCookies([{ name: 'nomada_lang', value: 'es', url: baseURL! }]);
  await page.reload();

  const dialog = await openAssistant(page, 'Abrir el asistente de visados', 'Asistente de visados');
  const box = await dialog.boundingBox();
  // The whole width of a phone, but for a small margin.
  expect(box?.width ?? 0).toBeGreaterThan(360);
  const input = dialog.getByPlaceholder('Pregunta sobre los requisitos del visado...');
  await input.fill('¿Cuánto cuesta la tasa de la UGE?');
  await input.press('Enter');
  await expect(dialog.getByText(/es de 73,26 €/)).toBeVisible();
  await expect(dialog.getByText('Fuentes', { exact: true })).toBeVisible();
  await page.screenshot({ path: '.artifacts/screenshots/assistant-answer-es-390.png' });
  await expectNoAxeViolations(page, 'the open visa assistant with an answer (es, 390px)');
});

test('Enter sends, Shift+Enter starts a new line; minimize keeps the conversation, close ends it', async ({
  page,
  request,
}) => {
  const applicant = await premiumApplicant(request);
  await signIn(page, applicant.email, applicant.password);
  await onDashboard(page);
  const dialog = await openAssistant(page, 'Open the visa assistant', 'Visa Assistant');
  const input = dialog.getByPlaceholder('Ask about visa requirements...');

  await input.pressSequentially('Do I need an NIE?');
  await input.press('Shift+Enter');
  await input.pressSequentially('I apply at the consulate');
  await expect(input).toHaveValue('Do I need an NIE?\nI apply at the consulate');
  await expect(dialog.locator('[data-role="user"]')).toHaveCount(0);
  await input.press('Enter');
  await expect(dialog.locator('[data-role="user"]')).toHaveText(
    /Do I need an NIE\?\s*I apply at the consulate/,
  );
  await expect(dialog.getByText(/get your NIE/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Minimize' }).click();
  await expect(dialog).toBeHidden();
  const reopen = page.getByRole('button', {
    name: 'Open the visa assistant (conversation in progress)',
  });
  await expect(reopen).toBeFocused();
  await reopen.click();
  await expect(dialog.getByText(/get your NIE/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await openAssistant(page, 'Open the visa assistant', 'Visa Assistant');
  await expect(dialog.getByText(/get your NIE/)).toHaveCount(0);
  await expect(dialog.locator('[data-role="user"]')).toHaveCount(0);
});

test('when the worker is stopped the applicant gets the timeout toast and the apology, then answers again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const applicant = await premiumApplicant(request);
  await signIn(page, applicant.email, applicant.password);
  await onDashboard(page);
  const dialog = await openAssistant(page, 'Open the visa assistant', 'Visa Assistant');
  const input = dialog.getByPlaceholder('Ask about visa requirements...');

  const workers = messagingWorkerPids(e2eEnv.port);
  for (const worker of workers) process.kill(worker, 'SIGSTOP');
  try {
    await input.fill('How long does the UGE take?');
    await input.press('Enter');
    await expect(dialog.getByTestId('assistant-typing')).toBeVisible();
    await expect(input).toBeDisabled();
    const toast = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(
      toast.getByText('The assistant took too long to answer. Please try again.'),
    ).toBeVisible({
      timeout: 40_000,
    });
    await expect(
      dialog.getByText(
        "I apologize, but I'm having trouble responding right now. Please try again in a moment.",
      ),
    ).toBeVisible();
  } finally {
    for (const worker of workers) process.kill(worker, 'SIGCONT');
  }
  await input.fill('How long does the UGE take?');
  await input.press('Enter');
  await expect(dialog.getByText(/within 20 working days/)).toBeVisible({ timeout: 30_000 });
});

test('when the call fails the applicant gets the Error toast of docs/product/messages.md and the apology', async ({
  page,
  request,
}) => {
  const applicant = await premiumApplicant(request);
  await signIn(page, applicant.email, applicant.password);
  await onDashboard(page);
  const dialog = await openAssistant(page, 'Open the visa assistant', 'Visa Assistant');
  const input = dialog.getByPlaceholder('Ask about visa requirements...');

  // The network drops the call: no server text to show, so the catalogue's own words are used.
  await page.route('**/functions/visa-chat', (route) => route.abort('connectionreset'));
  await input.fill('Which documents do I need?');
  await input.press('Enter');
  const toast = page.getByRole('alert').filter({ hasText: 'Error' });
  await expect(toast.getByText('Failed to send message. Please try again.')).toBeVisible();
  await expect(
    dialog.getByText(
      "I apologize, but I'm having trouble responding right now. Please try again in a moment.",
    ),
  ).toBeVisible();
  await expect(dialog.locator('[data-role="user"]')).toHaveText(/Which documents do I need\?/);
  await expect(input).toBeEnabled();

  await page.unroute('**/functions/visa-chat');
  await input.fill('Which documents do I need?');
  await input.press('Enter');
  await expect(dialog.locator('[data-role="user"]')).toHaveCount(2);
  await expect(dialog.getByText('Sources', { exact: true })).toBeVisible();
});

test('visitors and basic applicants see the Premium Feature note; the card loads only when opened', async ({
  page,
  approvedApplicant,
}) => {
  const cardRequests: string[] = [];
  page.on('request', (sent) => {
    if (/assistant-card\.[0-9a-f]+\.js$/.test(sent.url())) cardRequests.push(sent.url());
  });
  await page.goto('/');
  await startPage(page);
  await page.waitForLoadState('networkidle');
  expect(cardRequests).toEqual([]);

  let dialog = await openAssistant(page, 'Open the visa assistant', 'Visa Assistant');
  expect(cardRequests).toHaveLength(1);
  await expect(dialog.getByText('Premium Feature')).toBeVisible();
  await expect(
    dialog.getByText('Upgrade to premium to chat with our AI visa assistant'),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Already premium? Sign in' })).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);

  await signIn(page, approvedApplicant.email, approvedApplicant.password);
  await onDashboard(page);
  dialog = await openAssistant(page, 'Open the visa assistant', 'Visa Assistant');
  await expect(dialog.getByText('Premium Feature')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'See the premium plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(dialog.getByRole('link', { name: 'Already premium? Sign in' })).toHaveCount(0);
  // The server agrees: the assistant is premium only.
  const refused = await page.request.post('/functions/visa-chat', {
    data: { message: 'How much income do I need?' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('premium_required');
});

test('at the end of a page the assistant button covers nothing of it, on phones and wider screens', async ({
  page,
  baseURL,
}) => {
  await decideCookies(page.context(), baseURL!);
  for (const language of ['en', 'es']) {
    await page.context().addCookies([{ name: 'nomada_lang', value: language, url: baseURL! }]);
    for (const width of [320, 390, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/contact');
      await startPage(page);
      const button = page.getByRole('button', {
        name: language === 'en' ? 'Open the visa assistant' : 'Abrir el asistente de visados',
      });
      await expect(button).toBeVisible();
      const covered = await page.evaluate(() => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        const slot = document.getElementById('nomada-assistant-slot')!;
        const fab = slot.querySelector('button')!.getBoundingClientRect();
        const overlaps = (box: DOMRect) =>
          box.width > 0 &&
          box.right > fab.left &&
          box.left < fab.right &&
          box.bottom > fab.top &&
          box.top < fab.bottom;
        // Every element whose own text or control could sit under the button.
        return Array.from(document.body.querySelectorAll('a, button, input, textarea, p, span, h2'))
          .filter((element) => !slot.contains(element) && overlaps(element.getBoundingClientRect()))
          .map((element) => element.getAttribute('aria-label') ?? element.textContent);
      });
      expect(covered, `${language} at ${width} px`).toEqual([]);
    }
  }
});
