import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { FakeEventSource, stubEventSource } from '@nomada/lawyer-chat/testing';
import { dismiss } from '@nomada/state';
import { lastToast, signInAs, stubFetch, type StubRequest } from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { LawyerChatPage } from './lawyer-chat-page';

const LAWYER = { first_name: 'Laura', last_name: 'Martín' };
const message = (
  id: number,
  sender: 'applicant' | 'agent',
  text: string,
  readAt: string | null = null,
) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  sender_role: sender,
  text,
  created_at: `2026-03-0${id}T10:00:00.000Z`,
  read_at: readAt,
});

type Thread = { messages: ReturnType<typeof message>[]; unread: number };

/** The API of a conversation: reads answer `thread`, sends append to it. */
function conversationApi(thread: Thread) {
  let next = 10;
  return stubFetch((request: StubRequest) => {
    if (request.path === '/functions/lawyer-messages')
      return { body: { ...thread, counterpart: LAWYER } };
    if (request.path === '/functions/send-lawyer-message') {
      const sent = {
        id: `00000000-0000-4000-8000-0000000000${next++}`,
        sender_role: 'applicant',
        text: (request.body as { text: string }).text,
        created_at: '2026-03-09T10:00:00.000Z',
        read_at: null,
      };
      return { status: 201, body: { message: sent } };
    }
    if (request.path === '/functions/mark-lawyer-messages-read') return { body: { success: true } };
    if (request.path === '/functions/lawyer-unread-counts') return { body: { threads: [] } };
    if (request.path === '/functions/auth-session')
      return { status: 401, body: { error: 'x', code: 'unauthorized' } };
    return { status: 404, body: { error: 'Not found', code: 'not_found' } };
  });
}

const renderPage = () =>
  renderAt(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LawyerChatPage />
    </SWRConfig>,
    '/dashboard/lawyer-chat',
  );

const composer = () =>
  screen.getByPlaceholderText('Write a message to your lawyer...') as HTMLTextAreaElement;

beforeEach(() => {
  dismiss();
  stubEventSource();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('LawyerChatPage for a premium applicant', () => {
  beforeEach(() => signInAs('premiumApplicant'));

  it('shows the conversation with the lawyer and what premium includes', async () => {
    conversationApi({
      messages: [
        message(1, 'applicant', 'Hello!', '2026-03-01T11:00:00.000Z'),
        message(2, 'agent', 'Hi, how can I help?'),
      ],
      unread: 0,
    });
    renderPage();
    const log = await screen.findByRole('log', { name: 'Conversation with your lawyer' });
    expect(within(log).getByText('Hello!')).toBeInTheDocument();
    expect(within(log).getByText('Hi, how can I help?')).toBeInTheDocument();
    expect(within(log).getByText(/Seen/)).toBeInTheDocument();
    expect(screen.getByText('Your lawyer: Laura Martín')).toBeInTheDocument();
    expect(screen.getByText('1 hour of lawyer consultation')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Messages with your lawyer' }),
    ).toBeInTheDocument();
  });

  it('sends on Enter (trimmed), not on Shift+Enter, and shows the sent message', async () => {
    const api = conversationApi({ messages: [], unread: 0 });
    renderPage();
    expect(
      await screen.findByText('No messages yet. Write your first question to Laura Martín.'),
    ).toBeInTheDocument();
    await userEvent.type(composer(), '  When is my appointment?{Shift>}{Enter}{/Shift}Thanks');
    expect(api.requestTo('/functions/send-lawyer-message')).toBeUndefined();
    await userEvent.type(composer(), '{Enter}');
    await waitFor(() =>
      expect(api.requestTo('/functions/send-lawyer-message')?.body).toEqual({
        text: 'When is my appointment?\nThanks',
      }),
    );
    const log = screen.getByRole('log');
    expect(await within(log).findByText(/When is my appointment\?/)).toBeInTheDocument();
    expect(composer().value).toBe('');
  });

  it('keeps the text and says why when sending fails', async () => {
    stubFetch((request: StubRequest) =>
      request.path === '/functions/send-lawyer-message'
        ? { status: 503, body: { error: 'down', code: 'unavailable' } }
        : { body: { messages: [], unread: 0, counterpart: LAWYER } },
    );
    renderPage();
    await screen.findByRole('log');
    await userEvent.type(composer(), 'Are you there?{Enter}');
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Message not sent',
        description: 'Failed to send message. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(composer().value).toBe('Are you there?');
  });

  it('adds messages from the live stream once, and marks the lawyer’s messages read', async () => {
    const api = conversationApi({ messages: [message(1, 'applicant', 'Hello!')], unread: 0 });
    renderPage();
    await screen.findByText('Hello!');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/functions/lawyer-messages/stream');
    act(() => source.open());
    const reply = message(3, 'agent', 'Your documents are approved.');
    act(() => {
      source.deliver(reply);
      source.deliver(reply);
    });
    expect(await screen.findAllByText('Your documents are approved.')).toHaveLength(1);
    await waitFor(() => expect(api.requestTo('/functions/mark-lawyer-messages-read')).toBeTruthy());
  });

  it('loads the thread again once the stream is open, so nothing sent before it opened is missed', async () => {
    const thread: Thread = { messages: [message(1, 'applicant', 'Hello!')], unread: 0 };
    conversationApi(thread);
    renderPage();
    await screen.findByText('Hello!');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    // Stored after the first load, before the server subscribed the stream: no event for it.
    thread.messages = [...thread.messages, message(2, 'agent', 'Welcome aboard.')];
    act(() => FakeEventSource.latest().open());
    expect(await screen.findByText('Welcome aboard.')).toBeInTheDocument();
  });

  it('reloads the thread when the stream comes back, and retries after the server ends it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = conversationApi({ messages: [], unread: 0 });
      renderPage();
      await screen.findByRole('log');
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      act(() => FakeEventSource.latest().open());
      const loads = () =>
        api.requests.filter((request) => request.path === '/functions/lawyer-messages').length;
      const before = loads();
      act(() => FakeEventSource.latest().fail());
      expect(await screen.findByText('Live updates paused; reconnecting…')).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3_000);
      });
      // The session was asked again first; this one is signed out, so the stream stays closed.
      expect(api.requestTo('/functions/auth-session')).toBeTruthy();
      expect(FakeEventSource.instances).toHaveLength(1);
      expect(loads()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the lawyer is being assigned when there is no conversation yet', async () => {
    stubFetch({ status: 404, body: { error: 'Not found', code: 'not_found' } });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Your lawyer is being assigned' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('offers to retry when the conversation cannot be loaded', async () => {
    const api = stubFetch({ status: 500, body: { error: 'x', code: 'internal_error' } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(1));
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    conversationApi({ messages: [], unread: 0 });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mensajes con tu abogado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 hora de consulta con el abogado')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Escribe un mensaje a tu abogado...')).toBeInTheDocument();
  });
});

describe('LawyerChatPage for a basic applicant', () => {
  it('shows what premium would give, and asks for nothing', async () => {
    signInAs('basicApplicant');
    const api = stubFetch();
    renderPage();
    expect(
      screen.getByRole('heading', { name: 'Direct messages with a lawyer are part of premium' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the premium plan' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(api.mock).not.toHaveBeenCalled();
  });
});
