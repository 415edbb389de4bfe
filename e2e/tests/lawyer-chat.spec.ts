import type { APIRequestContext, Page } from '@playwright/test';
import { approvedApplicant, asApplicant } from '../src/support/agent-applicants';
import {
  assignedRow,
  openConversationPanel,
  premiumClientOfAgent,
} from '../src/support/lawyer-chat';
import { decideCookies } from './public-site-helpers';
import { agent, expect, signIn, test } from './fixtures';

/** The way from the applicant's dashboard to the chat; its name carries the unread count. */
const chatLink = (page: Page) => page.getByRole('link', { name: /^Messages with your lawyer/ });

async function status(call: Promise<{ status(): number }>): Promise<number> {
  return (await call).status();
}

/** What the API answers someone who is not part of the conversation, on each of its calls. */
async function conversationStatuses(api: APIRequestContext, userId?: string) {
  const query = userId ? `?userId=${userId}` : '';
  return {
    read: await status(api.post('/functions/lawyer-messages', { data: userId ? { userId } : {} })),
    write: await status(
      api.post('/functions/send-lawyer-message', {
        data: { text: 'Let me in', ...(userId ? { userId } : {}) },
      }),
    ),
    stream: await status(api.get(`/functions/lawyer-messages/stream${query}`)),
  };
}

test('a premium applicant and their lawyer write to each other live, with unread counts on both dashboards', async ({
  page,
  context,
  browser,
  baseURL,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const applicant = await premiumClientOfAgent(request, baseURL!, 'Lucia');

  // The applicant's browser.
  await decideCookies(context, baseURL!);
  await signIn(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(chatLink(page)).toHaveAccessibleName('Messages with your lawyer');
  await chatLink(page).click();
  await expect(page).toHaveURL(/\/dashboard\/lawyer-chat$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Messages with your lawyer' }),
  ).toBeVisible();
  await expect(page.getByText('1 hour of lawyer consultation')).toBeVisible();
  await expect(page.getByText(`Your lawyer: ${agent().name}`)).toBeVisible();
  const applicantLog = page.getByRole('log', { name: 'Conversation with your lawyer' });

  // The lawyer's browser, a separate session.
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  try {
    await decideCookies(agentContext, baseURL!);
    await signIn(agentPage, agent().email, agent().password);
    await expect(agentPage).toHaveURL(/\/agent\/dashboard$/);
    const row = await assignedRow(agentPage, applicant.email);
    const panel = await openConversationPanel(row);
    await expect(
      panel.getByText('Premium client · includes 1 hour of lawyer consultation'),
    ).toBeVisible();
    const agentLog = panel.getByRole('log', {
      name: `Conversation with Lucia ${applicant.lastName}`,
    });

    // Applicant → lawyer: it appears in the agent's open panel without a reload.
    const question = page.getByPlaceholder('Write a message to your lawyer...');
    const agentMarkedRead = agentPage.waitForResponse('**/functions/mark-lawyer-messages-read');
    await question.fill('Hello, is my bank statement enough?');
    await question.press('Enter');
    await expect(applicantLog.getByText('Hello, is my bank statement enough?')).toBeVisible();
    await expect(question).toHaveValue('');
    await expect(agentLog.getByText('Hello, is my bank statement enough?')).toBeVisible();
    // Read in the open panel, so the row shows no count.
    expect((await agentMarkedRead).ok()).toBe(true);
    await expect(row.getByText(/unread message/)).toHaveCount(0);

    // Lawyer → applicant: it appears on the open chat page without a reload.
    const answer = panel.getByPlaceholder(`Write to Lucia ${applicant.lastName}...`);
    const markedRead = page.waitForResponse('**/functions/mark-lawyer-messages-read');
    await answer.fill('Yes, the last three months are enough.');
    await answer.press('Enter');
    await expect(agentLog.getByText('Yes, the last three months are enough.')).toBeVisible();
    await expect(applicantLog.getByText('Yes, the last three months are enough.')).toBeVisible();
    // Seen on the open page, so it is read at once.
    expect((await markedRead).ok()).toBe(true);

    // The applicant is away from the chat: the lawyer's next message waits as unread.
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await answer.fill('Please also upload your health insurance.');
    await answer.press('Enter');
    await expect(agentLog.getByText('Please also upload your health insurance.')).toBeVisible();
    await page.reload();
    await expect(chatLink(page)).toHaveAccessibleName(/Messages with your lawyer\s*1 unread/);
    await chatLink(page).click();
    await expect(applicantLog.getByText('Please also upload your health insurance.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(chatLink(page)).toHaveAccessibleName('Messages with your lawyer');
    await page.reload();
    await expect(chatLink(page)).toHaveAccessibleName('Messages with your lawyer');

    // The lawyer has closed the panel: the applicant's messages wait as unread on the row.
    await row.getByRole('button', { name: 'Hide messages' }).click();
    await expect(panel).toHaveCount(0);
    await chatLink(page).click();
    await question.fill('Done, uploaded.');
    await question.press('Enter');
    await question.fill('Anything else?');
    await question.press('Enter');
    await expect(applicantLog.getByText('Anything else?')).toBeVisible();
    await agentPage.reload();
    const rowAgain = await assignedRow(agentPage, applicant.email);
    await expect(rowAgain.getByText('2 unread messages')).toBeVisible();
    const panelAgain = await openConversationPanel(rowAgain);
    await expect(panelAgain.getByText('Anything else?')).toBeVisible();
    await expect(rowAgain.getByText(/unread message/)).toHaveCount(0);
    await agentPage.reload();
    await expect(
      (await assignedRow(agentPage, applicant.email)).getByText(/unread message/),
    ).toHaveCount(0);
  } finally {
    await agentContext.close();
  }
  expect(consoleErrors).toEqual([]);
});

test('nobody else reaches the conversation: another premium applicant, a basic one, and the lawyer for someone not theirs', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const client = await premiumClientOfAgent(request, baseURL!, 'Marta');
  const unassigned = await approvedApplicant(request, 'Olga', 'premium');
  const basic = await approvedApplicant(request, 'Bruno', 'basic');
  await asApplicant(baseURL!, client, async (api) => {
    const sent = await api.post('/functions/send-lawyer-message', { data: { text: 'Private' } });
    expect(sent.status()).toBe(201);
  });

  await decideCookies(context, baseURL!);
  // A premium applicant nobody has taken on yet: no thread, and the page says why.
  await signIn(page, unassigned.email, unassigned.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard settles first: navigating while it still loads is cut short.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard/lawyer-chat');
  await expect(page.getByRole('heading', { name: 'Your lawyer is being assigned' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText('Private')).toHaveCount(0);
  expect(await conversationStatuses(page.request)).toEqual({ read: 404, write: 404, stream: 404 });
  // Naming the other applicant changes nothing: an applicant only ever has their own thread.
  expect(await conversationStatuses(page.request, client.id)).toEqual({
    read: 404,
    write: 404,
    stream: 404,
  });

  // A basic applicant: what premium would give, and no way in through the API either.
  await page.context().clearCookies();
  await decideCookies(context, baseURL!);
  await signIn(page, basic.email, basic.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Messages with your lawyer/ })).toHaveCount(0);
  await page.goto('/dashboard/lawyer-chat');
  await expect(
    page.getByRole('heading', { name: 'Direct messages with a lawyer are part of premium' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the premium plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  expect(await conversationStatuses(page.request)).toEqual({ read: 404, write: 404, stream: 404 });

  // The lawyer has a thread with their own client only.
  await page.context().clearCookies();
  await signIn(page, agent().email, agent().password);
  await expect(page).toHaveURL(/\/agent\/dashboard$/);
  expect(await conversationStatuses(page.request, unassigned.id)).toEqual({
    read: 404,
    write: 404,
    stream: 404,
  });
  const own = await page.request.post('/functions/lawyer-messages', {
    data: { userId: client.id },
  });
  expect(own.status()).toBe(200);
  expect((await own.json()).messages.map((message: { text: string }) => message.text)).toEqual([
    'Private',
  ]);
});
