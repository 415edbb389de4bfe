import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Language } from '@nomada/contracts';
import type { TestApplicant } from './applicants';
import { assignToAgent } from './applicant-agent';
import { approvedApplicant, asApplicant } from './agent-applicants';
import { e2eEnv } from './env';

/** The words the agent's side of the lawyer chat is found by, in both languages. */
export const AGENT_CHAT_TEXT = {
  en: {
    tab: 'User assignments',
    myApplicants: 'My applicants',
    search: 'Search by name or email',
    messages: 'Messages',
  },
  es: {
    tab: 'Asignación de usuarios',
    myApplicants: 'Mis solicitantes',
    search: 'Buscar por nombre o correo',
    messages: 'Mensajes',
  },
} as const;

/** An approved premium applicant the e2e agent has taken on: the two ends of one conversation. */
export async function premiumClientOfAgent(
  request: APIRequestContext,
  baseURL: string,
  firstName: string,
): Promise<TestApplicant> {
  const applicant = await approvedApplicant(request, firstName, 'premium');
  await assignToAgent(baseURL, applicant.id);
  return applicant;
}

/** The agent's row of one of their applicants, in the User assignments tab. */
export async function assignedRow(
  page: Page,
  email: string,
  language: Language = 'en',
): Promise<Locator> {
  const text = AGENT_CHAT_TEXT[language];
  await page.getByRole('tab', { name: text.tab }).click();
  const list = page.getByRole('region', { name: text.myApplicants });
  await list.getByRole('searchbox', { name: text.search }).fill(email);
  // Until the search's answer is shown the row sits among the others, and the list shrinking
  // under it can move the row between Playwright's last look and its click.
  await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
  const row = list.getByRole('listitem').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the conversation under the applicant's row; its message log is then in view. */
export async function openConversationPanel(
  row: Locator,
  language: Language = 'en',
): Promise<Locator> {
  await row.getByRole('button', { name: AGENT_CHAT_TEXT[language].messages, exact: true }).click();
  const panel = row.getByRole('region');
  await expect(panel.getByRole('log')).toBeVisible();
  return panel;
}

/** The e2e agent writes to one of their applicants through the API, as the panel does. */
export async function sendAsAgent(baseURL: string, userId: string, text: string): Promise<void> {
  const api = await request.newContext({ baseURL });
  try {
    const { email, password } = e2eEnv.agent;
    const login = await api.post('/functions/auth-login', { data: { email, password } });
    if (!login.ok()) throw new Error(`agent login failed: ${login.status()} ${await login.text()}`);
    const sent = await api.post('/functions/send-lawyer-message', { data: { text, userId } });
    if (sent.status() !== 201) throw new Error(`send: ${sent.status()} ${await sent.text()}`);
  } finally {
    await api.dispose();
  }
}

/** The applicant writes to their lawyer through the API, as the chat page does. */
export function sendAsApplicant(baseURL: string, applicant: TestApplicant, text: string) {
  return asApplicant(baseURL, applicant, async (api) => {
    const sent = await api.post('/functions/send-lawyer-message', { data: { text } });
    if (sent.status() !== 201) throw new Error(`send: ${sent.status()} ${await sent.text()}`);
  });
}
