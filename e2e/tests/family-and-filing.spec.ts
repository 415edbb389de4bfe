import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import yauzl from 'yauzl';
import { createAgent } from '../src/support/agent-accounts';
import type { AgentCase } from '@nomada/contracts';
import { approvedApplicant } from '../src/support/agent-applicants';
import { readyCaseOf } from '../src/support/agent-cases';
import { signInIn } from '../src/support/agent-dashboard';
import { makePdf } from '../src/support/applicant-files';
import { expectToast } from '../src/support/toasts';
import { decideCookies } from './public-site-helpers';
import { expect, signIn, test } from './fixtures';

const TEXTS = {
  en: {
    relation: 'Relation',
    spouse: 'Spouse',
    child: 'Child',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    nationality: 'Nationality',
    add: 'Add family member',
    added: 'Family member added',
    income47: '€47,008.50',
    income51: '€51,282',
    documentsTab: 'Documents',
    childPapers: 'Papers of Leo Caso',
    upload: 'Upload Birth certificate',
    uploaded: 'Birth certificate has been uploaded successfully',
    apostilleForm: 'Apostille and translation of Birth certificate',
    saved: 'Requirements saved',
    pack: 'Download the filing pack (ZIP)',
    packDone: 'Filing pack downloaded',
  },
  es: {
    relation: 'Parentesco',
    spouse: 'Cónyuge',
    child: 'Hijo/a',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    dateOfBirth: 'Fecha de nacimiento',
    nationality: 'Nacionalidad',
    add: 'Añadir familiar',
    added: 'Familiar añadido',
    income47: '47.008,50',
    income51: '51.282',
    documentsTab: 'Documentos',
    childPapers: 'Documentos de Leo Caso',
    upload: 'Subir Certificado de nacimiento',
    uploaded: 'Certificado de nacimiento',
    apostilleForm: 'Apostilla y traducción de Certificado de nacimiento',
    saved: 'Requisitos guardados',
    pack: 'Descargar el paquete para presentar (ZIP)',
    packDone: 'Paquete descargado',
  },
} as const;

function zipNames(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: false }, (error, archive) => {
      if (error || !archive) return reject(error);
      const names: string[] = [];
      archive.on('entry', (entry: yauzl.Entry) => names.push(entry.fileName));
      archive.on('end', () => resolve(names));
      archive.on('error', reject);
    });
  });
}

async function addMember(
  page: Page,
  text: (typeof TEXTS)['en' | 'es'],
  member: Record<string, string>,
) {
  const form = page.getByRole('form', { name: /family member|familiar/i });
  await form.getByLabel(text.relation).selectOption(member.relation!);
  await form.getByLabel(text.firstName).fill(member.first!);
  await form.getByLabel(text.lastName).fill('Caso');
  await form.getByLabel(text.dateOfBirth).fill(member.born!);
  await form.getByLabel(text.nationality).fill('Argentina');
  await form.getByRole('button', { name: text.add }).click();
  await expectToast(page, text.added);
}

for (const language of ['en', 'es'] as const) {
  test(`a family's papers, from the applicant's checklist to the agent's filing pack (${language})`, async ({
    page,
    context,
    browser,
    baseURL,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const text = TEXTS[language];
    const applicant = await approvedApplicant(request, 'Teresa');
    const agent = await createAgent('Irene');

    // The agent takes the case and approves the applicant's own papers: the case is ready.
    const agentContext = await browser.newContext({ baseURL });
    await decideCookies(agentContext, baseURL!);
    const agentPage = await agentContext.newPage();
    await signInIn(agentPage, agentContext, baseURL!, language, agent);
    await readyCaseOf(agentPage, baseURL!, applicant);

    // The applicant adds a spouse and a child and sees the income and the new papers.
    await decideCookies(context, baseURL!);
    await signIn(page, applicant.email, applicant.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.addCookies([{ name: 'nomada_lang', value: language, url: baseURL! }]);
    await page.goto('/dashboard');
    await addMember(page, text, { relation: 'spouse', first: 'Marta', born: '1990-05-04' });
    await expect(page.getByTestId('family-income')).toContainText(text.income47);
    await addMember(page, text, { relation: 'child', first: 'Leo', born: '2018-02-01' });
    await expect(page.getByTestId('family-income')).toContainText(text.income51);
    await expect(page.getByTestId('family-member')).toHaveCount(2);

    await page.getByRole('tab', { name: text.documentsTab }).click();
    const childPapers = page.getByRole('list', { name: text.childPapers });
    await expect(childPapers.getByRole('listitem')).toHaveCount(3);
    const chooser = page.waitForEvent('filechooser');
    await childPapers.getByRole('button', { name: text.upload }).click();
    await (await chooser).setFiles(makePdf('leo-nacimiento.pdf').path);
    await expectToast(page, text.uploaded);

    // The agent marks the child's apostille done, approves the paper, and downloads the pack.
    await agentPage.goto(`/agent/applicants/${applicant.id}`);
    const requirements = agentPage.getByRole('form', { name: text.apostilleForm });
    await requirements.locator('select[name=legalisation_status]').selectOption('done');
    await requirements.locator('select[name=translation]').selectOption('none');
    await requirements.getByRole('button').click();
    await expectToast(agentPage, text.saved);
    const shown = await agentPage.request.post('/functions/agent-case', {
      data: { userId: applicant.id },
    });
    const papers = ((await shown.json()) as AgentCase).requiredDocuments;
    const birth = papers.find((item) => item.member_id && item.user_document_id)!;
    expect(birth).toMatchObject({ legalisation_status: 'done', translation: 'none' });
    const approved = await agentPage.request.post('/functions/agent-actions', {
      data: { action: 'approveDocument', payload: { documentId: birth.user_document_id } },
    });
    expect(approved.status()).toBe(200);
    await agentPage.reload();
    await expect(agentPage.getByTestId('before-filing')).toBeVisible();
    const download = agentPage.waitForEvent('download');
    await agentPage.getByRole('button', { name: text.pack }).click();
    const saved = await download;
    await expectToast(agentPage, text.packDone);
    const file = await saved.path();
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    const names = await zipNames(file);
    expect(names[0]).toBe('00-index.pdf');
    expect(names.some((name) => /-Leo-Caso-Birth-certificate\.pdf$/.test(name))).toBe(true);
    await agentContext.close();
    expect(consoleErrors).toEqual([]);
  });
}
