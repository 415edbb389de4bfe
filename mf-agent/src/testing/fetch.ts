import { vi } from 'vitest';

/** Stubs `fetch` with one JSON answer and returns the mock to inspect the request. */
export function stubFetchJson(status: number, body: unknown) {
  const mock = vi.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function requestOf(mock: ReturnType<typeof vi.fn>) {
  const [path, init] = mock.mock.calls[0] as [string, RequestInit];
  return { path, body: JSON.parse(String(init.body)) as unknown };
}
