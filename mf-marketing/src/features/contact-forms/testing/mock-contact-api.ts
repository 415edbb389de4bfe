import { vi } from 'vitest';
import { toastStore } from '@nomada/state';

type Answer = { status: number; body?: unknown } | Error;

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Stubs fetch for the two messaging calls. `send-contact-email` answers with `answer` once
 * `release()` is called (so the submitting state can be observed); `notify-contact` fails, which
 * the forms must ignore.
 */
export function mockContactApi(answer: Answer = { status: 200, body: { success: true } }) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/functions/notify-contact') return json(500, { error: 'down' });
    await gate;
    if (answer instanceof Error) throw answer;
    return json(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  const bodyOf = (path: string): unknown => {
    const call = fetchMock.mock.calls.find(([url]) => url === path) as
      [string, RequestInit] | undefined;
    return call ? JSON.parse(String(call[1].body)) : undefined;
  };
  return { fetchMock, release, bodyOf };
}

export function lastToast() {
  return toastStore.getState().toasts[0];
}
