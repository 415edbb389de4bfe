import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ChatSource } from '@nomada/contracts';

/** docs/product/states.md: the widget is closed, open, or minimized (card hidden, conversation kept). */
export type AssistantView = 'closed' | 'open' | 'minimized';

/**
 * One bubble. The greeting and the apology are the widget's own (`local`): their text follows the
 * reader's language and they are never sent to the server as history.
 */
export type AssistantMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  sources?: ChatSource[];
  local?: 'greeting' | 'apology';
};

type AssistantState = {
  view: AssistantView;
  /** Whose conversation this is: a new user (or signing out) starts afresh. */
  owner: string | null;
  messages: AssistantMessage[];
  pending: boolean;
  draft: string;
};

const initial: AssistantState = {
  view: 'closed',
  owner: null,
  messages: [],
  pending: false,
  draft: '',
};

export const assistantStore = createStore<AssistantState>(() => initial);

let counter = 0;
export const nextMessageId = () => `local-${Date.now().toString(36)}-${(counter++).toString(36)}`;

const greeting = (): AssistantMessage => ({
  id: nextMessageId(),
  role: 'assistant',
  content: '',
  timestamp: new Date().toISOString(),
  local: 'greeting',
});

/** Opens the card; from closed it starts a new conversation with the greeting. */
export function openAssistant(owner: string): void {
  const state = assistantStore.getState();
  if (state.owner !== owner || state.view === 'closed') {
    assistantStore.setState({ ...initial, owner, view: 'open', messages: [greeting()] });
    return;
  }
  assistantStore.setState({ view: 'open' });
}

/** Hides the card; the conversation and the draft stay for the round button to bring back. */
export function minimizeAssistant(): void {
  assistantStore.setState({ view: 'minimized' });
}

/** Ends the conversation. */
export function closeAssistant(): void {
  assistantStore.setState({ ...initial, owner: assistantStore.getState().owner });
}

/** Someone else signed in (or out): their conversation is not this one. */
export function resetAssistantFor(owner: string): void {
  if (assistantStore.getState().owner !== owner) assistantStore.setState({ ...initial, owner });
}

export function addMessage(message: AssistantMessage): void {
  assistantStore.setState((state) => ({ messages: [...state.messages, message] }));
}

export function setPending(pending: boolean): void {
  assistantStore.setState({ pending });
}

export function setDraft(draft: string): void {
  assistantStore.setState({ draft });
}

export function useAssistantState<T>(select: (state: AssistantState) => T): T {
  return useStore(assistantStore, select);
}
