import { expect, type Page } from '@playwright/test';
import type { DashboardData } from '@nomada/contracts';
import { asApplicant, uploadAs } from './agent-applicants';
import { pdfFile } from './agent-files';
import type { TestApplicant } from './applicants';

/**
 * Through the signed-in agent `page`'s API session: assigns the applicant to that agent, uploads
 * every checklist item as the applicant and approves each, so the case is `ready`.
 */
export async function readyCaseOf(page: Page, baseURL: string, applicant: TestApplicant) {
  const assigned = await page.request.post('/functions/agent-actions', {
    data: { action: 'assignUser', payload: { userId: applicant.id } },
  });
  expect(assigned.status()).toBe(200);
  const checklist = await asApplicant(baseURL, applicant, async (api) => {
    const data = await api.post('/functions/auth-get-dashboard-data');
    return ((await data.json()) as DashboardData).requiredDocuments.map((item) => item.name);
  });
  for (const [index, name] of checklist.entries())
    await uploadAs(baseURL, applicant, name, pdfFile(`${applicant.id}-${index}.pdf`));
  const uploaded = await asApplicant(baseURL, applicant, async (api) => {
    const data = await api.post('/functions/auth-get-dashboard-data');
    return ((await data.json()) as DashboardData).requiredDocuments;
  });
  for (const item of uploaded) {
    const approved = await page.request.post('/functions/agent-actions', {
      data: { action: 'approveDocument', payload: { documentId: item.user_document_id } },
    });
    expect(approved.status()).toBe(200);
  }
}
