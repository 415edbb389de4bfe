import { approvedApplicant, uploadAs } from '../src/support/agent-applicants';
import { signInIn } from '../src/support/agent-dashboard';
import { expectToast } from '../src/support/toasts';
import { pdfFile } from '../src/support/agent-files';
import { decideCookies } from './public-site-helpers';
import { agent, expect, test } from './fixtures';

const TEXT = {
  en: {
    item: 'Valid passport',
    reject: 'Reject',
    confirmReject: 'Reject document',
    rejectedToast: 'Document rejected',
    filesOf: 'Files of Valid passport',
    earlierToggle: 'Earlier files (1)',
    earlierList: 'Earlier files of Valid passport',
    rejectedBy: `Rejected by ${agent().name}`,
    reason: 'Reason: The photo page is blurred',
    download: 'Download passport-blurred.pdf',
    downloaded: 'Download successful',
  },
  es: {
    item: 'Pasaporte válido',
    reject: 'Rechazar',
    confirmReject: 'Rechazar documento',
    rejectedToast: 'Documento rechazado',
    filesOf: 'Archivos de Pasaporte válido',
    earlierToggle: 'Archivos anteriores (1)',
    earlierList: 'Archivos anteriores de Pasaporte válido',
    rejectedBy: `Rechazado por ${agent().name}`,
    reason: 'Motivo: The photo page is blurred',
    download: 'Descargar passport-blurred.pdf',
    downloaded: 'Descarga completada',
  },
} as const;

/** Decision 065: a rejected file stays in the case's history after the applicant replaces it. */
for (const language of ['en', 'es'] as const) {
  const t = TEXT[language];

  test(`an agent sees the earlier, rejected file of an item after the applicant re-uploads it (${language})`, async ({
    page,
    context,
    baseURL,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const applicant = await approvedApplicant(request, 'Hugo');
    await uploadAs(baseURL!, applicant, 'Valid passport', pdfFile('passport-blurred.pdf'));

    await decideCookies(context, baseURL!);
    await signInIn(page, context, baseURL!, language, agent());
    await page.goto(`/agent/applicants/${applicant.id}`);
    const item = page.getByTestId('case-item').filter({
      has: page.getByRole('heading', { level: 3, name: t.item }),
    });
    await item.getByRole('button', { name: t.reject, exact: true }).click();
    await item.getByRole('textbox').fill('The photo page is blurred');
    await item.getByRole('button', { name: t.confirmReject, exact: true }).click();
    await expectToast(page, t.rejectedToast);
    await expect(item.getByRole('button', { name: t.earlierToggle })).toHaveCount(0);

    await uploadAs(baseURL!, applicant, 'Valid passport', pdfFile('passport-sharp.pdf'));
    await page.reload();
    const files = item.getByRole('list', { name: t.filesOf });
    await expect(files.getByText('passport-sharp.pdf', { exact: true })).toBeVisible();
    await expect(files.getByText('passport-blurred.pdf', { exact: true })).toHaveCount(0);

    await item.getByRole('button', { name: t.earlierToggle }).click();
    const earlier = item.getByRole('list', { name: t.earlierList });
    await expect(earlier.getByText('passport-blurred.pdf', { exact: true })).toBeVisible();
    await expect(earlier).toContainText(t.rejectedBy);
    await expect(earlier).toContainText(t.reason);
    const download = page.waitForEvent('download');
    await earlier.getByRole('button', { name: t.download }).click();
    expect((await download).suggestedFilename()).toBe('passport-blurred.pdf');
    await expectToast(page, t.downloaded);
    expect(consoleErrors).toEqual([]);
  });
}
