import { request, type APIRequestContext } from '@playwright/test';
import type { DashboardData, RequiredDocument } from '@nomada/contracts';
import { e2eEnv } from './env';

/** An API session of the e2e agent, for the decisions an applicant's journey waits on. */
async function withAgent<T>(baseURL: string, run: (api: APIRequestContext) => Promise<T>) {
  const api = await request.newContext({ baseURL });
  try {
    const { email, password } = e2eEnv.agent;
    const login = await api.post('/functions/auth-login', { data: { email, password } });
    if (!login.ok()) throw new Error(`agent login failed: ${login.status()} ${await login.text()}`);
    return await run(api);
  } finally {
    await api.dispose();
  }
}

async function agentAction(baseURL: string, action: string, payload: Record<string, string>) {
  await withAgent(baseURL, async (api) => {
    const response = await api.post('/functions/agent-actions', { data: { action, payload } });
    if (!response.ok())
      throw new Error(`${action} failed: ${response.status()} ${await response.text()}`);
  });
}

/** The e2e agent rejects a document through the review service, as in the agent workspace. */
export function rejectDocumentAsAgent(baseURL: string, documentId: string, reason: string) {
  return agentAction(baseURL, 'rejectDocument', { documentId, reason });
}

/** The e2e agent takes the applicant on (their dashboard then shows the agent). */
export function assignToAgent(baseURL: string, userId: string) {
  return agentAction(baseURL, 'assignUser', { userId });
}

/** One checklist item of the signed-in applicant, read through their own session. */
export async function checklistItem(
  api: APIRequestContext,
  name: string,
): Promise<RequiredDocument> {
  const response = await api.post('/functions/auth-get-dashboard-data');
  if (!response.ok())
    throw new Error(`dashboard data: ${response.status()} ${await response.text()}`);
  const data = (await response.json()) as DashboardData;
  const item = data.requiredDocuments.find((document) => document.name === name);
  if (!item) throw new Error(`no checklist item named ${name}`);
  return item;
}
