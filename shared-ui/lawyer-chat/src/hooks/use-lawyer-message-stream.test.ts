import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, stubFetch } from '@nomada/state/testing';
import { FakeEventSource, stubEventSource } from '../testing/fake-event-source';
import { useLawyerMessageStream } from './use-lawyer-message-stream';

const APPLICANT_ID = '7b0c8a4e-3f1d-4a57-9a39-2f3f3c1d9e10';
const reply = {
  id: '00000000-0000-4000-8000-000000000001',
  sender_role: 'agent',
  text: 'Your documents are approved.',
  created_at: '2026-03-01T10:00:00.000Z',
  read_at: null,
};

function follow({ userId, enabled = true }: { userId?: string; enabled?: boolean } = {}) {
  const onMessage = vi.fn();
  const onResync = vi.fn();
  const hook = renderHook(
    (props: { enabled: boolean }) =>
      useLawyerMessageStream({ userId, enabled: props.enabled, onMessage, onResync }),
    { initialProps: { enabled } },
  );
  return { ...hook, onMessage, onResync };
}

const down = { status: 503, body: { error: 'down', code: 'unavailable' } };

beforeEach(() => {
  stubEventSource();
  signInAs('premiumApplicant');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLawyerMessageStream', () => {
  it('opens the stream of the own conversation, or of one applicant, once enabled', () => {
    const own = follow({ enabled: false });
    expect(FakeEventSource.instances).toHaveLength(0);
    own.rerender({ enabled: true });
    expect(FakeEventSource.latest().url).toBe('/functions/lawyer-messages/stream');
    expect(FakeEventSource.latest().init).toEqual({ withCredentials: true });
    follow({ userId: APPLICANT_ID });
    expect(FakeEventSource.latest().url).toBe(
      `/functions/lawyer-messages/stream?userId=${APPLICANT_ID}`,
    );
  });

  it('is live once open, reloads then, and passes on each message that is one', () => {
    const { result, onMessage, onResync, unmount } = follow();
    const source = FakeEventSource.latest();
    expect(result.current).toBe('connecting');
    act(() => source.open());
    expect(result.current).toBe('live');
    expect(onResync).toHaveBeenCalledTimes(1);
    act(() => {
      source.deliver(reply);
      source.deliver({ text: 'no id, no sender' });
      source.onmessage?.(new MessageEvent('message', { data: 'not JSON' }));
    });
    expect(onMessage.mock.calls).toEqual([[reply]]);
    unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('after the server ends it, asks for the session and reconnects with a growing pause', async () => {
    vi.useFakeTimers();
    const api = stubFetch(down);
    const { result } = follow();
    act(() => FakeEventSource.latest().fail());
    expect(result.current).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(api.mock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(api.requestTo('/functions/auth-session')).toBeTruthy();

    act(() => FakeEventSource.latest().fail());
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(3));
  });

  it('stays closed once the session is gone, or the hook unmounted', async () => {
    vi.useFakeTimers();
    const api = stubFetch({ status: 401, body: { error: 'x', code: 'unauthorized' } });
    follow();
    act(() => FakeEventSource.latest().fail());
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await vi.waitFor(() => expect(api.requestTo('/functions/auth-session')).toBeTruthy());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeEventSource.instances).toHaveLength(1);

    signInAs('premiumApplicant');
    stubFetch(down);
    const { unmount } = follow();
    act(() => FakeEventSource.latest().fail());
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeEventSource.instances).toHaveLength(2);
  });
});
