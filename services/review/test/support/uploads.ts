import type { DashboardData } from '@nomada/contracts';
import type { Person } from './factories';
import type { TestContext } from './test-context';

/** A small real PDF (the documents service judges files by their bytes). */
export function samplePdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.7',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

function documentsUrl(ctx: TestContext): string {
  if (!ctx.documentsService) throw new Error('this file runs without the documents service');
  return ctx.documentsService.url;
}

/** The applicant's own dashboard data (documents' auth-get-dashboard-data). */
export async function applicantDashboard(
  ctx: TestContext,
  applicant: Person,
  language: 'en' | 'es' = 'en',
): Promise<DashboardData> {
  const response = await fetch(`${documentsUrl(ctx)}/functions/auth-get-dashboard-data`, {
    method: 'POST',
    headers: { cookie: `${applicant.cookie}; nomada_lang=${language}` },
  });
  if (response.status !== 200) throw new Error(`dashboard data: ${await response.text()}`);
  return (await response.json()) as DashboardData;
}

/** Uploads a PDF for one item of the applicant's checklist, as the browser does. */
export async function uploadPdf(
  ctx: TestContext,
  applicant: Person,
  item: { id: string; name: string },
  filename = 'passport.pdf',
): Promise<{ id: string; files: { id: string }[] }> {
  const form = new FormData();
  form.append('documentName', item.name);
  form.append('requiredDocumentId', item.id);
  form.append(
    'file',
    new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }),
    filename,
  );
  const response = await fetch(`${documentsUrl(ctx)}/functions/auth-upload-document`, {
    method: 'POST',
    headers: { cookie: applicant.cookie },
    body: form,
  });
  const body = (await response.json()) as { document?: { id: string; files: { id: string }[] } };
  if (response.status !== 201 || !body.document)
    throw new Error(`upload failed (${response.status}): ${JSON.stringify(body)}`);
  return body.document;
}
