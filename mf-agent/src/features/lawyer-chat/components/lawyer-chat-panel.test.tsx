import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { FakeEventSource, stubEventSource } from '@nomada/lawyer-chat/testing';
import { dismiss } from '@nomada/state';
import { lastToast, signInAs, stubFetch, type StubRequest } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { useLawyerUnreadCounts } from '../api/lawyer-unread-counts';
import { LawyerChatPanel } from './lawyer-chat-panel';
import { UnreadMessagesBadge } from './unread-messages-badge';

const APPLICANT_ID = '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10';
const APPLICANT = { first_name: 'Lucía', last_name: 'Fernández' };
const message = (id: number, sender: 'applicant' | 'agent', text: string) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  sender_role: sender,
  text,
  created_at: `2026-03-0${id}T10:00:00.000Z`,
  read_at: null,
});

function api(thread: { messages: ReturnType<typeof message>[]; unread: number }) {
  return stubFetch((request: StubRequest) => {
    switch (request.path) {
      case '/functions/lawyer-messages':
        return { body: { ...thread, counterpart: APPLICANT } };
      case '/functions/send-lawyer-message':
        return {
          status: 201,
          body: { message: { ...message(9, 'agent', (request.body as { text: string }).text) } },
        };
      case '/functions/mark-lawyer-messages-read':
        return { body: { success: true } };
      default:
        return { body: { threads: [] } };
    }
  });
}

const render = (ui = <LawyerChatPanel applicantId={APPLICANT_ID} />) =>
  renderAt(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>,
    '/agent/dashboard',
  );

beforeEach(() => {
  dismiss();
  stubEventSource();
  signInAs('agent');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('LawyerChatPanel', () => {
  it('shows the conversation with the assigned applicant and marks their messages read', async () => {
    const calls = api({ messages: [message(1, 'applicant', 'Is my passport OK?')], unread: 1 });
    render();
    expect(
      await screen.findByRole('heading', { name: 'Messages with Lucía Fernández' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Premium client · includes 1 hour of lawyer consultation'),
    ).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation with Lucía Fernández' });
    expect(within(log).getByText('Is my passport OK?')).toBeInTheDocument();
    expect(calls.requestTo('/functions/lawyer-messages')?.body).toEqual({ userId: APPLICANT_ID });
    await waitFor(() =>
      expect(calls.requestTo('/functions/mark-lawyer-messages-read')?.body).toEqual({
        userId: APPLICANT_ID,
      }),
    );
  });

  it('sends to that applicant on Enter and shows live messages as they arrive', async () => {
    const calls = api({ messages: [], unread: 0 });
    render();
    const input = await screen.findByPlaceholderText('Write to Lucía Fernández...');
    await userEvent.type(input, 'Your documents are approved.{Enter}');
    await waitFor(() =>
      expect(calls.requestTo('/functions/send-lawyer-message')?.body).toEqual({
        text: 'Your documents are approved.',
        userId: APPLICANT_ID,
      }),
    );
    expect(await screen.findByText('Your documents are approved.')).toBeInTheDocument();

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toBe(`/functions/lawyer-messages/stream?userId=${APPLICANT_ID}`);
    act(() => {
      source.open();
      source.deliver(message(2, 'applicant', 'Thank you so much!'));
    });
    expect(await screen.findByText('Thank you so much!')).toBeInTheDocument();
  });

  it('keeps the text when sending fails', async () => {
    stubFetch((request: StubRequest) =>
      request.path === '/functions/send-lawyer-message'
        ? { status: 404, body: { error: 'Not found', code: 'not_found' } }
        : { body: { messages: [], unread: 0, counterpart: APPLICANT } },
    );
    render();
    const input = (await screen.findByPlaceholderText(
      'Write to Lucía Fernández...',
    )) as HTMLTextAreaElement;
    await userEvent.type(input, 'Hello{Enter}');
    await waitFor(() => expect(lastToast()?.title).toBe('Message not sent'));
    expect(input.value).toBe('Hello');
  });

  it('says there is no conversation for applicants who are not theirs or not premium', async () => {
    stubFetch({ status: 404, body: { error: 'Not found', code: 'not_found' } });
    render();
    expect(
      await screen.findByText(/not assigned to you or is not on the premium plan/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    api({ messages: [], unread: 0 });
    render();
    expect(
      await screen.findByRole('heading', { name: 'Mensajes con Lucía Fernández' }),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Escribe a Lucía Fernández...')).toBeInTheDocument();
  });
});

function Counts() {
  const counts = useLawyerUnreadCounts();
  return (
    <ul>
      {Object.entries(counts).map(([id, count]) => (
        <li key={id}>
          {id}: <UnreadMessagesBadge count={count} />
        </li>
      ))}
    </ul>
  );
}

describe('unread counts for the assigned-users list', () => {
  it('gives each applicant’s count of unread messages, and a badge for it', async () => {
    stubFetch({
      body: {
        threads: [{ userId: APPLICANT_ID, unread: 2, last_message_at: '2026-03-01T10:00:00Z' }],
      },
    });
    render(<Counts />);
    expect(await screen.findByText('2 unread messages')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(APPLICANT_ID))).toBeInTheDocument();
  });
});
