import { vi } from 'vitest';

/** How the stub answers: a JSON body with a status (200 unless told), or an Error to throw. */
export type StubAnswer = { status?: number; body?: unknown } | Error;
export type StubRequest = { path: string; body: unknown; init: RequestInit };
export type StubResponder =
  StubAnswer | ((request: StubRequest) => StubAnswer | Promise<StubAnswer>);

/** A JSON answer as the API writes it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function readBody(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Replaces `fetch` (undo with `vi.unstubAllGlobals()`). Every call gets `answer`, or what the
 * function returns for it (return a promise to hold the answer back). The requests are kept, JSON
 * bodies parsed: `stubFetch({ status: 401, body: { error, code } }).requests[0].body`.
 */
export function stubFetch(answer: StubResponder = { body: { success: true } }) {
  const requests: StubRequest[] = [];
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = { path: String(input), body: readBody(init.body), init };
    requests.push(request);
    const reply = typeof answer === 'function' ? await answer(request) : answer;
    if (reply instanceof Error) throw reply;
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', mock);
  return {
    mock,
    requests,
    /** The first request to `path`, if any was made. */
    requestTo: (path: string) => requests.find((request) => request.path === path),
  };
}
