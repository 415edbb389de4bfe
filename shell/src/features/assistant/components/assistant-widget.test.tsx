import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@nomada/i18n';
import { dismiss, sessionStore } from '@nomada/state';
import {
  lastToast,
  signInAs,
  signOutLocally,
  stubFetch,
  type StubRequest,
} from '@nomada/state/testing';
import { renderAt } from '@nomada/ui/testing';
import { AssistantSlot } from '../../layout/assistant-slot';
import { assistantStore, closeAssistant } from '../stores/assistant-store';

const ANSWER = {
  response:
    'In 2026 the main applicant must earn at least €34,188 a year.\n\nChecked as of February 2026.',
  sources: [
    { title: 'Real Decreto 126/2026', url: 'https://www.salariominimo.es/2026.html' },
    { title: 'Nomada, pricing', url: '/pricing' },
    { title: 'Bad link', url: 'javascript:alert(1)' },
  ],
};

async function openCard() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open the visa assistant' }));
  return screen.findByRole('dialog', { name: 'Visa Assistant' });
}

const input = () =>
  screen.getByPlaceholderText('Ask about visa requirements...') as HTMLTextAreaElement;

beforeEach(() => {
  dismiss();
  closeAssistant();
  assistantStore.setState({ owner: null });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the visa assistant widget for a premium applicant', () => {
  beforeEach(() => signInAs('premiumApplicant'));

  it('opens a dialog titled Visa Assistant with one greeting about process, documents and timelines', async () => {
    renderAt(<AssistantSlot />);
    const dialog = await openCard();
    expect(
      within(dialog).getAllByText(/visa process, the documents you need and the timelines/),
    ).toHaveLength(1);
    expect(
      within(dialog).getByRole('log', { name: 'Conversation with the visa assistant' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(screen.queryByRole('button', { name: 'Open the visa assistant' })).toBeNull();
  });

  it('sends on Enter, not on Shift+Enter, trimmed, and shows the answer with its source links', async () => {
    let release: () => void = () => undefined;
    const api = stubFetch(
      (request: StubRequest) =>
        new Promise((resolve) => {
          release = () => resolve({ body: ANSWER });
          void request;
        }),
    );
    renderAt(<AssistantSlot />);
    await openCard();
    await userEvent.type(input(), '  How much do I need to earn?{Shift>}{Enter}{/Shift}per month');
    expect(api.mock).not.toHaveBeenCalled();
    expect(input().value).toBe('  How much do I need to earn?\nper month');
    await userEvent.type(input(), '{Enter}');
    expect(api.requests[0]).toMatchObject({
      path: '/functions/visa-chat',
      body: { message: 'How much do I need to earn?\nper month', conversationHistory: [] },
    });
    // While the answer is pending: typing indicator, input disabled, nothing more is sent.
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'The assistant is typing…');
    expect(input().disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(api.mock).toHaveBeenCalledTimes(1);

    await act(async () => release());
    expect(await screen.findByText(/must earn at least €34,188 a year/)).toBeInTheDocument();
    expect(screen.queryByTestId('assistant-typing')).toBeNull();
    const external = screen.getByRole('link', { name: 'Real Decreto 126/2026' });
    expect(external.getAttribute('href')).toBe('https://www.salariominimo.es/2026.html');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Nomada, pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.queryByRole('link', { name: 'Bad link' })).toBeNull();
    expect(screen.getByText('Bad link')).toBeInTheDocument();
    await waitFor(() => expect(input().disabled).toBe(false));
  });

  it('sends nothing for an empty or blank message', async () => {
    const api = stubFetch({ body: ANSWER });
    renderAt(<AssistantSlot />);
    await openCard();
    await userEvent.type(input(), '   {Enter}');
    expect(api.mock).not.toHaveBeenCalled();
    expect(
      (screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows an answer as text: markup in it is never run', async () => {
    stubFetch({ body: { response: '<img src=x onerror="alert(1)"><b>bold</b>', sources: [] } });
    renderAt(<AssistantSlot />);
    const dialog = await openCard();
    await userEvent.type(input(), 'hi there{Enter}');
    expect(
      await within(dialog).findByText('<img src=x onerror="alert(1)"><b>bold</b>'),
    ).toBeInTheDocument();
    expect(dialog.querySelector('img, b')).toBeNull();
  });

  it('sends the last 5 messages of the conversation, without the greeting', async () => {
    const api = stubFetch({ body: { response: 'An answer.', sources: [] } });
    renderAt(<AssistantSlot />);
    await openCard();
    for (const question of ['one', 'two', 'three', 'four']) {
      await userEvent.type(input(), `${question}{Enter}`);
      await waitFor(() => expect(input().disabled).toBe(false));
    }
    const last = api.requests.at(-1)?.body as {
      conversationHistory: Array<{ role: string; content: string }>;
    };
    expect(last.conversationHistory.map((item) => item.content)).toEqual([
      'An answer.',
      'two',
      'An answer.',
      'three',
      'An answer.',
    ]);
    expect(last.conversationHistory[0]).toEqual({
      id: expect.any(String),
      role: 'assistant',
      content: 'An answer.',
      timestamp: expect.any(String),
    });
  });

  it('shows the Error toast and the apology when sending fails', async () => {
    stubFetch({ status: 500, body: { error: 'Something went wrong', code: 'internal_error' } });
    renderAt(<AssistantSlot />);
    await openCard();
    await userEvent.type(input(), 'What documents do I need?{Enter}');
    expect(
      await screen.findByText(
        "I apologize, but I'm having trouble responding right now. Please try again in a moment.",
      ),
    ).toBeInTheDocument();
    expect(lastToast()).toMatchObject({
      title: 'Error',
      description: 'Failed to send message. Please try again.',
      variant: 'destructive',
    });
  });

  it('says that the assistant took too long when the answer timed out', async () => {
    stubFetch({
      status: 503,
      body: {
        error: 'The assistant took too long to answer. Please try again.',
        code: 'chat_timeout',
      },
    });
    renderAt(<AssistantSlot />);
    await openCard();
    await userEvent.type(input(), 'Hello?{Enter}');
    await waitFor(() =>
      expect(lastToast()?.description).toBe(
        'The assistant took too long to answer. Please try again.',
      ),
    );
  });

  it('keeps the conversation when minimized and starts afresh when closed', async () => {
    stubFetch({ body: { response: 'An answer.', sources: [] } });
    renderAt(<AssistantSlot />);
    await openCard();
    await userEvent.type(input(), 'Keep me{Enter}');
    await screen.findByText('An answer.');
    await userEvent.type(input(), 'unsent draft');

    await userEvent.click(screen.getByRole('button', { name: 'Minimize' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const reopen = screen.getByRole('button', {
      name: 'Open the visa assistant (conversation in progress)',
    });
    expect(document.activeElement).toBe(reopen);
    await userEvent.click(reopen);
    expect(await screen.findByText('Keep me')).toBeInTheDocument();
    expect(input().value).toBe('unsent draft');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openCard();
    expect(screen.queryByText('Keep me')).toBeNull();
    expect(input().value).toBe('');
  });

  it('minimizes on Escape and gives focus back to the round button', async () => {
    renderAt(<AssistantSlot />);
    await openCard();
    await waitFor(() => expect(document.activeElement).toBe(input()));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(
      'Open the visa assistant (conversation in progress)',
    );
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<AssistantSlot />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Abrir el asistente de visados' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Asistente de visados' });
    expect(
      within(dialog).getByText(/proceso del visado, los documentos que necesitas y los plazos/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByPlaceholderText('Pregunta sobre los requisitos del visado...'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Minimizar' })).toBeInTheDocument();
  });

  it('starts a new conversation when someone else signs in', async () => {
    stubFetch({ body: { response: 'Private answer.', sources: [] } });
    renderAt(<AssistantSlot />);
    await openCard();
    await userEvent.type(input(), 'mine{Enter}');
    await screen.findByText('Private answer.');
    act(() => {
      signInAs('premiumApplicant', {
        id: '5f9f6c2e-1b9b-4c6a-8d3e-2a1f0e9d8c7b',
        email: 'other@example.com',
      });
      sessionStore.setState({
        user: {
          id: '5f9f6c2e-1b9b-4c6a-8d3e-2a1f0e9d8c7b',
          email: 'other@example.com',
          created_at: '',
        },
      });
    });
    await waitFor(() => expect(screen.queryByText('Private answer.')).toBeNull());
  });
});

describe('the visa assistant widget for everyone else', () => {
  it('shows basic applicants the Premium Feature note instead of the chat', async () => {
    signInAs('basicApplicant');
    const api = stubFetch();
    renderAt(<AssistantSlot />);
    const dialog = await openCard();
    expect(within(dialog).getByText('Premium Feature')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Upgrade to premium to chat with our AI visa assistant'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'See the premium plan' }).getAttribute('href'),
    ).toBe('/pricing');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Sign in/ })).toBeNull();
    expect(api.mock).not.toHaveBeenCalled();
  });

  it('shows visitors the note with a way to sign in', async () => {
    signOutLocally();
    renderAt(<AssistantSlot />);
    const dialog = await openCard();
    expect(within(dialog).getByText('Premium Feature')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Already premium? Sign in' }).getAttribute('href'),
    ).toBe('/login');
  });

  it('is not offered to agents, rejected applicants, or before the session is known', () => {
    for (const setUp of [
      () => signInAs('agent'),
      () => signInAs('rejectedApplicant'),
      () => sessionStore.setState({ loading: true }),
    ]) {
      setUp();
      const { unmount } = renderAt(<AssistantSlot />);
      expect(screen.queryByRole('button', { name: /visa assistant/ })).toBeNull();
      unmount();
    }
  });
});
