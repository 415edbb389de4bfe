import { expectToast } from '../src/support/toasts';
import type { Page } from '@playwright/test';
import { approvedApplicant, uploadAs } from '../src/support/agent-applicants';
import { signInIn } from '../src/support/agent-dashboard';
import { pdfFile } from '../src/support/agent-files';
import { decideCookies } from './public-site-helpers';
import { agent, expect, test } from './fixtures';

/** Three monthly statements for one checklist item (the HTTP contract ("The case after the checklist")). */
const STATEMENTS = ['statement-2026-09.pdf', 'statement-2026-10.pdf', 'statement-2026-11.pdf'];

const TEXT = {
  en: {
    documentsTab: 'Documents',
    documentsList: 'Documents to review',
    item: 'Bank statements',
    filesOf: 'Files of Bank statements',
    decisionsOf: 'Decisions on Bank statements',
    approve: 'Approve',
    approvedToast: 'Document approved successfully',
    approved: 'Approved',
    decision: `${agent().name} approved “Bank statements”`,
    applicantDocumentsTab: 'Documents',
    files: 'Files (3)',
    counter: '1 of 4 approved',
  },
  es: {
    documentsTab: 'Documentos',
    documentsList: 'Documentos por revisar',
    item: 'Extractos bancarios',
    filesOf: 'Archivos de Extractos bancarios',
    decisionsOf: 'Decisiones sobre Extractos bancarios',
    approve: 'Aprobar',
    approvedToast: 'Documento aprobado correctamente',
    approved: 'Aprobado',
    decision: `${agent().name} aprobó «Extractos bancarios»`,
    applicantDocumentsTab: 'Documentos',
    files: 'Archivos (3)',
    counter: '1 de 4 aprobados',
  },
} as const;

/** At phone and desktop width: nothing wider than the screen, and a picture for people to look at. */
async function shootBothWidths(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.artifacts/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];

  test(`an agent finds a case by search and approves an item of three files, which the applicant then sees approved (${language})`, async ({
    page,
    context,
    browser,
    baseURL,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const applicant = await approvedApplicant(request, 'Berta');
    for (const [index, file] of STATEMENTS.entries()) {
      await uploadAs(baseURL!, applicant, 'Bank statements', pdfFile(file, `STATEMENT ${index}`), {
        append: index > 0,
      });
    }
    const name = `${applicant.firstName} ${applicant.lastName}`;

    // The agent searches the review list by the applicant's email and follows their name.
    await decideCookies(context, baseURL!);
    await signInIn(page, context, baseURL!, language, agent());
    await page.getByRole('tab', { name: t.documentsTab, exact: true }).click();
    const list = page.getByRole('region', { name: t.documentsList });
    await list.getByRole('searchbox').fill(applicant.email);
    const row = list.getByRole('listitem').filter({ hasText: applicant.email });
    // One row for the item, however many files it holds.
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    await expect(row.getByText(t.item)).toBeVisible();
    await row.getByRole('link', { name }).click();

    await expect(page).toHaveURL(new RegExp(`/agent/applicants/${applicant.id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const item = page.getByTestId('case-item').filter({
      has: page.getByRole('heading', { level: 3, name: t.item }),
    });
    const files = item.getByRole('list', { name: t.filesOf });
    await expect(files.getByRole('listitem')).toHaveCount(3);
    for (const file of STATEMENTS)
      await expect(files.getByText(file, { exact: true })).toBeVisible();
    await shootBothWidths(page, `agent-case-three-files-${language}`);

    // One decision covers the item with all its files.
    await item.getByRole('button', { name: t.approve, exact: true }).click();
    await expectToast(page, t.approvedToast);
    await expect(item.getByText(t.approved, { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: t.approve, exact: true })).toHaveCount(0);
    await expect(item.getByRole('list', { name: t.decisionsOf })).toContainText(t.decision);
    await expect(files.getByRole('listitem')).toHaveCount(3);
    expect(consoleErrors).toEqual([]);

    // The applicant, in their own browser, sees the item approved with its three files.
    const applicantContext = await browser.newContext();
    try {
      const applicantPage = await applicantContext.newPage();
      await decideCookies(applicantContext, baseURL!);
      await signInIn(
        applicantPage,
        applicantContext,
        baseURL!,
        language,
        applicant,
        /\/dashboard$/,
      );
      await applicantPage.getByRole('tab', { name: t.applicantDocumentsTab, exact: true }).click();
      const main = applicantPage.getByRole('main');
      await expect(main.getByTestId('documents-counter')).toHaveText(t.counter, {
        timeout: 30_000,
      });
      const card = main
        .getByTestId('document-card')
        .filter({ has: applicantPage.getByRole('heading', { level: 3, name: t.item }) });
      await expect(card.getByText(t.approved, { exact: true })).toBeVisible();
      await expect(card.getByText(t.files, { exact: true })).toBeVisible();
      await expect(card.getByTestId('document-file')).toHaveText(STATEMENTS);
    } finally {
      await applicantContext.close();
    }
  });
}
