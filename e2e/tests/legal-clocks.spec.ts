import { request as apiRequest, type Page } from '@playwright/test';
import { addCalendarDays, createWorkingCalendar, spanishToday } from '@nomada/contracts';
import { createAgent } from '../src/support/agent-accounts';
import { approvedApplicant } from '../src/support/agent-applicants';
import { readyCaseOf } from '../src/support/agent-cases';
import { signInIn } from '../src/support/agent-dashboard';
import { makePdf } from '../src/support/applicant-files';
import { expectToast } from '../src/support/toasts';
import { decideCookies } from './public-site-helpers';
import { expect, signIn, test } from './fixtures';

const TEXTS = {
  en: {
    requestForm: 'The authorities asked for more documents',
    note: 'Note',
    notifiedOn: 'Notified on',
    items: 'Documents requested',
    record: 'Record the request',
    moved: 'Case stage updated',
    correctForm: /^Correct the dates of/,
    correct: 'Save the corrected dates',
    corrected: 'Dates corrected; the deadlines were counted again',
    answer: 'Answer the request for documents',
    requested: 'Requested by the authorities',
    documentsTab: 'Documents',
    upload: (name: string) => `Upload ${name}`,
    uploaded: (name: string) => `${name} has been uploaded successfully`,
    dueSoon: 'Due soon',
    makeAddress: 'Make a calendar address',
    address: 'Calendar feed address',
  },
  es: {
    requestForm: 'Las autoridades piden más documentos',
    note: 'Nota',
    notifiedOn: 'Notificado el',
    items: 'Documentos pedidos',
    record: 'Registrar la petición',
    moved: 'Etapa del caso actualizada',
    correctForm: /^Corregir las fechas de/,
    correct: 'Guardar las fechas corregidas',
    corrected: 'Fechas corregidas; los plazos se han vuelto a contar',
    answer: 'Responder al requerimiento',
    requested: 'Pedido por las autoridades',
    documentsTab: 'Documentos',
    upload: (name: string) => `Subir ${name}`,
    uploaded: (name: string) => `${name}`,
    dueSoon: 'Plazos próximos',
    makeAddress: 'Crear una dirección de calendario',
    address: 'Dirección del calendario',
  },
} as const;

const ITEMS = ['Bank statement, last 3 months', 'Signed client contract'];

/** Dates the agent's list shows, in order, as `YYYY-MM-DD` (their `<time>` elements). */
const listedDates = (page: Page) =>
  page
    .getByTestId('due-soon-item')
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));

for (const language of ['en', 'es'] as const) {
  test(`a request for documents becomes the applicant's checklist and the agent's clock (${language})`, async ({
    page,
    context,
    browser,
    baseURL,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const text = TEXTS[language];
    const agent = await createAgent('Lucía');
    const applicant = await approvedApplicant(request, 'Teodoro');
    await decideCookies(context, baseURL!);
    await signInIn(page, context, baseURL!, language, agent);
    await readyCaseOf(page, baseURL!, applicant);

    // Filed a while ago; the request was notified two days ago.
    const notifiedOn = addCalendarDays(spanishToday(), -2);
    const filed = await page.request.post('/functions/agent-actions', {
      data: {
        action: 'setCaseStage',
        payload: {
          userId: applicant.id,
          stage: 'submitted',
          authority: 'uge',
          reference: 'UGE-2026-7',
          date: addCalendarDays(notifiedOn, -14),
        },
      },
    });
    expect(filed.status()).toBe(200);

    await page.goto(`/agent/applicants/${applicant.id}`);
    const form = page.getByRole('form', { name: text.requestForm });
    await form.getByLabel(text.note).fill('Two papers by post');
    await form.getByLabel(text.notifiedOn).fill(notifiedOn);
    await form.getByLabel(text.items).fill(ITEMS.join('\n'));
    await form.getByRole('button', { name: text.record }).click();
    await expectToast(page, text.moved);
    const agentDeadline = page.getByTestId('case-deadline').filter({ hasText: text.answer });
    await expect(agentDeadline.locator('time')).toHaveAttribute(
      'datetime',
      createWorkingCalendar().addWorkingDays(notifiedOn, 10),
    );

    // Learnt late: the request had reached the applicant a day earlier. The clock moves with it.
    const correctedOn = addCalendarDays(notifiedOn, -1);
    const correction = page.getByRole('form', { name: text.correctForm });
    await expect(correction.getByLabel(text.notifiedOn)).toHaveValue(notifiedOn);
    await correction.getByLabel(text.notifiedOn).fill(correctedOn);
    await correction.getByRole('button', { name: text.correct }).click();
    await expectToast(page, text.corrected);
    const dueOn = createWorkingCalendar().addWorkingDays(correctedOn, 10);
    await expect(agentDeadline.locator('time')).toHaveAttribute('datetime', dueOn);
    await expect(correction.getByLabel(text.notifiedOn)).toHaveValue(correctedOn);

    // The applicant sees the deadline and both papers, and uploads one.
    const applicantContext = await browser.newContext({ baseURL });
    await decideCookies(applicantContext, baseURL!);
    const applicantPage = await applicantContext.newPage();
    await signIn(applicantPage, applicant.email, applicant.password);
    await expect(applicantPage).toHaveURL(/\/dashboard$/);
    await applicantContext.addCookies([{ name: 'nomada_lang', value: language, url: baseURL! }]);
    await applicantPage.goto('/dashboard');
    const deadline = applicantPage.getByTestId('deadline');
    await expect(deadline).toContainText(text.answer);
    await expect(deadline.locator('time')).toHaveAttribute('datetime', dueOn);
    await applicantPage.getByRole('tab', { name: text.documentsTab }).click();
    for (const name of ITEMS)
      await expect(
        applicantPage
          .getByRole('listitem')
          .filter({ has: applicantPage.getByRole('heading', { level: 3, name }) })
          .getByText(text.requested),
      ).toBeVisible();
    const chooser = applicantPage.waitForEvent('filechooser');
    await applicantPage.getByRole('button', { name: text.upload(ITEMS[0]!) }).click();
    await (await chooser).setFiles(makePdf('extracto.pdf').path);
    await expectToast(applicantPage, text.uploaded(ITEMS[0]!));

    // The agent's due-soon list holds it, in date order, with the paper still missing.
    await page.goto('/agent/dashboard');
    await expect(page.getByRole('heading', { name: text.dueSoon })).toBeVisible();
    const mine = page.getByTestId('due-soon-item').filter({ hasText: applicant.firstName });
    await expect(mine.first()).toContainText(text.answer);
    await expect(mine.first()).toContainText(ITEMS[1]!);
    await expect(mine.first()).not.toContainText(ITEMS[0]!);
    const dates = await listedDates(page);
    expect(dates).toEqual([...dates].sort());

    // And the calendar feed, read with no cookie at all.
    await page.goto('/agent/settings');
    await page.getByRole('button', { name: text.makeAddress }).click();
    const address = page.getByLabel(text.address);
    await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const feedUrl = new URL(await address.inputValue());
    const anonymous = await apiRequest.newContext({ baseURL });
    const feed = await anonymous.get(feedUrl.pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const body = await feed.text();
    expect(body).toContain(`DTSTART;VALUE=DATE:${dueOn.replace(/-/g, '')}`);
    expect(body).toContain(applicant.firstName);
    await anonymous.dispose();
    await applicantContext.close();
    expect(consoleErrors).toEqual([]);
  });
}
