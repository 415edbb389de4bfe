import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LawyerSenderRole } from '@nomada/contracts';
import { signInAs, stubFetch, type SessionFixture, type StubRequest } from '@nomada/state/testing';
import { useLawyerUnreadThreads } from '../api/lawyer-unread-counts';
import { FakeEventSource, stubEventSource } from '../testing/fake-event-source';
import { MARK_READ_RETRY_MS, useLawyerConversation } from './use-lawyer-conversation';

const APPLICANT_ID = '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10';
const message = (id: number, sender: LawyerSenderRole) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  sender_role: sender,
  text: `message ${id}`,
  created_at: `2026-03-0${id}T10:00:00.000Z`,
  read_at: null,
});

function conversationApi(thread: { messages: ReturnType<typeof message>[]; unread: number }) {
  return stubFetch((request: StubRequest) => {
    switch (request.path) {
      case '/functions/lawyer-messages':
        return { body: thread };
      case '/functions/mark-lawyer-messages-read':
        return { body: { success: true } };
      case '/functions/lawyer-unread-counts':
        return { body: { threads: [] } };
      default:
        return { status: 404, body: { error: 'Not found', code: 'not_found' } };
    }
  });
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** The conversation, and beside it the unread badges' read that marking read refreshes. */
const renderConversation = (reader: LawyerSenderRole, applicantId?: string) =>
  renderHook(
    () => ({
      conversation: useLawyerConversation(applicantId),
      threads: useLawyerUnreadThreads(reader, { refreshInterval: 0 }),
    }),
    { wrapper },
  );

beforeEach(() => {
  stubEventSource();
});
afterEach(() => vi.unstubAllGlobals());

const sides: {
  who: string;
  fixture: SessionFixture;
  applicantId?: string;
  body: object;
  mine: LawyerSenderRole;
  theirs: LawyerSenderRole;
}[] = [
  {
    who: 'premium applicant',
    fixture: 'premiumApplicant',
    body: {},
    mine: 'applicant',
    theirs: 'agent',
  },
  {
    who: 'agent',
    fixture: 'agent',
    applicantId: APPLICANT_ID,
    body: { userId: APPLICANT_ID },
    mine: 'agent',
    theirs: 'applicant',
  },
];

describe.each(sides)(
  'useLawyerConversation for a $who',
  ({ fixture, applicantId, body, mine, theirs }) => {
    beforeEach(() => {
      signInAs(fixture);
    });

    it('reads the conversation and marks the other side’s messages read, refreshing the badges', async () => {
      const api = conversationApi({ messages: [message(1, theirs)], unread: 1 });
      const { result } = renderConversation(mine, applicantId);
      await waitFor(() => expect(result.current.conversation.data?.messages).toHaveLength(1));
      expect(api.requestTo('/functions/lawyer-messages')?.body).toEqual(body);
      await waitFor(() =>
        expect(api.requestTo('/functions/mark-lawyer-messages-read')?.body).toEqual(body),
      );
      await waitFor(() => expect(result.current.conversation.data?.unread).toBe(0));
      const unreadReads = () =>
        api.requests.filter((request) => request.path === '/functions/lawyer-unread-counts');
      await waitFor(() => expect(unreadReads().length).toBeGreaterThanOrEqual(2));
    });

    it('tries marking read again while it fails on the way or in a service', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const answers = [503, 0, 200];
        const api = stubFetch((request: StubRequest) => {
          if (request.path === '/functions/lawyer-messages')
            return { body: { messages: [message(1, theirs)], unread: 1 } };
          if (request.path === '/functions/lawyer-unread-counts') return { body: { threads: [] } };
          const status = answers.shift() ?? 404;
          if (status === 0) return new TypeError('Failed to fetch');
          return status === 200
            ? { body: { success: true } }
            : { status, body: { error: 'Service unavailable', code: 'unavailable' } };
        });
        const markReads = () =>
          api.requests.filter((request) => request.path === '/functions/mark-lawyer-messages-read');
        const { result } = renderConversation(mine, applicantId);
        await waitFor(() => expect(markReads()).toHaveLength(1));
        await vi.advanceTimersByTimeAsync(MARK_READ_RETRY_MS[0]);
        await waitFor(() => expect(markReads()).toHaveLength(2));
        await vi.advanceTimersByTimeAsync(MARK_READ_RETRY_MS[1]);
        await waitFor(() => expect(markReads()).toHaveLength(3));
        await waitFor(() => expect(result.current.conversation.data?.unread).toBe(0));
        expect(
          markReads().every((request) => JSON.stringify(request.body) === JSON.stringify(body)),
        ).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('does not ask again when marking read is refused', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const api = stubFetch((request: StubRequest) => {
          if (request.path === '/functions/lawyer-messages')
            return { body: { messages: [message(1, theirs)], unread: 1 } };
          if (request.path === '/functions/lawyer-unread-counts') return { body: { threads: [] } };
          return { status: 404, body: { error: 'Not found', code: 'not_found' } };
        });
        const markReads = () =>
          api.requests.filter((request) => request.path === '/functions/mark-lawyer-messages-read');
        renderConversation(mine, applicantId);
        await waitFor(() => expect(markReads()).toHaveLength(1));
        await vi.advanceTimersByTimeAsync(
          MARK_READ_RETRY_MS.reduce((sum, pause) => sum + pause, 0),
        );
        expect(markReads()).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('adds each message once; only the other side’s new ones are unread', async () => {
      const api = conversationApi({ messages: [], unread: 0 });
      const { result } = renderConversation(mine, applicantId);
      await waitFor(() => expect(result.current.conversation.data).toBeTruthy());
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));

      await act(() => result.current.conversation.addMessages([message(2, mine)]));
      expect(result.current.conversation.data?.messages).toHaveLength(1);
      expect(result.current.conversation.data?.unread).toBe(0);
      expect(api.requestTo('/functions/mark-lawyer-messages-read')).toBeUndefined();

      const source = FakeEventSource.latest();
      act(() => source.deliver(message(2, mine)));
      expect(api.requestTo('/functions/mark-lawyer-messages-read')).toBeUndefined();
      act(() => {
        source.deliver(message(3, theirs));
        source.deliver(message(3, theirs));
      });
      expect(result.current.conversation.data?.messages.map((known) => known.text)).toEqual([
        'message 2',
        'message 3',
      ]);
      await waitFor(() =>
        expect(api.requestTo('/functions/mark-lawyer-messages-read')?.body).toEqual(body),
      );
    });
  },
);

describe('useLawyerConversation for anyone else', () => {
  it('asks nothing of a basic applicant, nor for an applicant’s conversation unless an agent asks', () => {
    const api = conversationApi({ messages: [], unread: 0 });
    signInAs('basicApplicant');
    renderConversation('applicant').unmount();
    signInAs('premiumApplicant');
    renderConversation('agent', APPLICANT_ID).unmount();
    expect(api.mock).not.toHaveBeenCalled();
  });
});
