import { request, type APIRequestContext } from '@playwright/test';
import type { DashboardData, Plan } from '@nomada/contracts';
import { createApplicant, decideRegistration, type TestApplicant } from './applicants';
import { uniqueName } from './agent-accounts';
import type { UploadFile } from './agent-files';

/** A pending applicant whose surname no other test uses, so the agent can search for it. */
export function pendingApplicant(api: APIRequestContext, firstName: string, plan: Plan = 'basic') {
  return createApplicant(api, { plan, firstName, lastName: uniqueName('Prueba') });
}

/** An approved applicant (decided through identity, as the fixtures do) nobody is assigned to. */
export async function approvedApplicant(
  api: APIRequestContext,
  firstName: string,
  plan: Plan = 'basic',
): Promise<TestApplicant> {
  const applicant = await pendingApplicant(api, firstName, plan);
  await decideRegistration(applicant.id, 'approved');
  return applicant;
}

/** Runs `work` with an API session of the applicant. */
export async function asApplicant<T>(
  baseURL: string,
  applicant: TestApplicant,
  work: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/functions/auth-login', {
      data: { email: applicant.email, password: applicant.password },
    });
    if (!login.ok()) throw new Error(`applicant login: ${login.status()} ${await login.text()}`);
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/**
 * Uploads a file for one checklist item (by its English name), as the applicant's dashboard does;
 * with `append`, beside the item's other files instead of replacing them.
 */
export function uploadAs(
  baseURL: string,
  applicant: TestApplicant,
  documentName: string,
  file: UploadFile,
  { append = false }: { append?: boolean } = {},
): Promise<void> {
  return asApplicant(baseURL, applicant, async (api) => {
    const data = await api.post('/functions/auth-get-dashboard-data');
    if (!data.ok()) throw new Error(`dashboard data: ${data.status()} ${await data.text()}`);
    const item = ((await data.json()) as DashboardData).requiredDocuments.find(
      (document) => document.name === documentName,
    );
    if (!item) throw new Error(`no checklist item named ${documentName}`);
    const upload = await api.post('/functions/auth-upload-document', {
      multipart: {
        file,
        documentName: item.name,
        requiredDocumentId: item.id,
        ...(append ? { append: 'true' } : {}),
      },
    });
    if (upload.status() !== 201)
      throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
  });
}
