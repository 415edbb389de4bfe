import { expectToast } from '../src/support/toasts';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createApplicant, decideRegistration } from '../src/support/applicants';
import {
  assignToAgent,
  checklistItem,
  rejectDocumentAsAgent,
} from '../src/support/applicant-agent';
import { makeFile, makePdf } from '../src/support/applicant-files';
import { decideCookies } from './public-site-helpers';
import { agent, expect, signIn, test } from './fixtures';

const documentCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** Chooses a file through the card's own button, as a person does. */
async function chooseFile(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('a basic applicant sees the tabs, then only that an agent is assigned and the upgrade', async ({
  page,
  context,
  baseURL,
  approvedApplicant,
}) => {
  await decideCookies(context, baseURL!);
  await signIn(page, approvedApplicant.email, approvedApplicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: 'Welcome, Ana Aprobada' }),
  ).toBeVisible();
  await expect(main.getByTestId('overall-state')).toHaveText('Upload required documents');
  await expect(main.getByTestId('next-step')).toContainText('Upload Valid passport');
  await expect(main.getByTestId('agent-card')).toContainText('No agent assigned yet');
  await expect(main.getByText('Premium support')).toHaveCount(0);

  await assignToAgent(baseURL!, approvedApplicant.id);
  await page.reload();
  const agentCard = main.getByTestId('agent-card');
  await expect(agentCard).toContainText('An agent has been assigned to your case');
  await expect(agentCard.getByRole('link', { name: 'Compare plans' })).toBeVisible();
  await expect(agentCard).not.toContainText(agent().email);
  await expect(agentCard).not.toContainText(agent().name);

  await main.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/dashboard\/documents$/);
  await expect(main.getByTestId('documents-counter')).toHaveText('0 of 4 approved');
  await expect(main.getByTestId('document-card')).toHaveCount(4);

  await main.getByRole('tab', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/dashboard\/support$/);
  await expect(main.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await main.getByRole('button', { name: 'How long does the review take?' }).click();
  await expect(main.getByText(/reviews each document within 2-3 business days/)).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Documentation guidelines' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Email support' })).toHaveAttribute(
    'href',
    /^mailto:support@nomada\.es/,
  );
});

test("a premium applicant sees their agent's email, assignment date and the badge, in Spanish too", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await decideCookies(context, baseURL!);
  const applicant = await createApplicant(request, {
    plan: 'premium',
    firstName: 'Pia',
    lastName: 'Premium',
  });
  await decideRegistration(applicant.id, 'approved');
  await assignToAgent(baseURL!, applicant.id);
  await signIn(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Premium support').first()).toBeVisible();
  const agentCard = main.getByTestId('agent-card');
  await expect(agentCard).toContainText(agent().name);
  await expect(agentCard.getByRole('link', { name: agent().email })).toHaveAttribute(
    'href',
    `mailto:${agent().email}`,
  );
  const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date());
  await expect(agentCard).toContainText(today);

  await main.getByRole('tab', { name: 'Documents' }).click();
  await expect(main.getByTestId('document-card')).toHaveCount(8);

  await context.addCookies([{ name: 'nomada_lang', value: 'es', url: baseURL! }]);
  await page.goto('/dashboard/support');
  await expect(main.getByRole('tab', { name: 'Soporte', selected: true })).toBeVisible();
  await expect(main.getByTestId('agent-card')).toContainText('Asignado el');
  await expect(main.getByTestId('agent-card')).toContainText(agent().email);
  await expect(main.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
});

test('upload with progress, rejection, re-upload and download of the same file', async ({
  page,
  context,
  baseURL,
  approvedApplicant,
}) => {
  test.setTimeout(120_000);
  await decideCookies(context, baseURL!);
  await signIn(page, approvedApplicant.email, approvedApplicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/documents');
  // The checklist loads once the remote and the data are in: patient on a busy machine.
  await expect(page.getByTestId('documents-counter')).toHaveText('0 of 4 approved', {
    timeout: 30_000,
  });
  const passport = documentCard(page, 'Valid passport');
  await expect(passport.getByText('Not uploaded')).toBeVisible();

  // The browser refuses what the server would refuse, before sending anything.
  await chooseFile(page, 'Upload Valid passport', makeFile('setup.exe', 'MZ not a document'));
  await expect(page.getByText('Invalid file type')).toBeVisible();
  await expect(passport.getByText('Not uploaded')).toBeVisible();

  // A slow connection, so the progress bar has time to move.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
  });
  const first = makePdf('passport-scan.pdf', 2 * 1024 * 1024);
  await chooseFile(page, 'Upload Valid passport', first.path);
  const bar = passport.getByRole('progressbar', { name: 'Uploading Valid passport' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expectToast(page, 'Valid passport has been uploaded successfully', 60_000);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(passport.getByText('Awaiting review')).toBeVisible();

  // An agent rejects it; the applicant reads why and uploads a new version.
  const uploaded = await checklistItem(page.request, 'Valid passport');
  await rejectDocumentAsAgent(baseURL!, uploaded.user_document_id!, 'The photo page is cut off.');
  await page.reload();
  await expect(passport.getByText('Rejected')).toBeVisible();
  await expect(passport.getByTestId('rejection-reason')).toHaveText('The photo page is cut off.');
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('overall-state')).toHaveText('Needs attention');
  await expect(page.getByTestId('action-required')).toContainText(
    'Valid passport was rejected: The photo page is cut off.',
  );
  await page.getByRole('tab', { name: 'Documents' }).click();

  const second = makePdf('pasaporte completo.pdf', 64 * 1024);
  await chooseFile(page, 'Re-upload Valid passport', second.path);
  await expectToast(page, 'Valid passport has been uploaded successfully');
  await expect(passport.getByText('Awaiting review')).toBeVisible();
  await expect(passport.getByTestId('rejection-reason')).toHaveCount(0);

  // The download is the new file, under its own name.
  const download = page.waitForEvent('download');
  await passport.getByRole('button', { name: 'Download Valid passport' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('pasaporte completo.pdf');
  expect(readFileSync(await saved.path()).equals(second.bytes)).toBe(true);
  await expect(page.getByText('Download successful')).toBeVisible();
});
