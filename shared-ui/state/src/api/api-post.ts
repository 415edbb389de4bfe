import { apiErrorFrom, isAbortError, networkError } from './api-error';

export type ApiPostOptions = { signal?: AbortSignal };

/** The JSON of an answer, or undefined when it has none (an empty body, a proxy's HTML page). */
export function parseJsonBody(contentType: string | null, text: string): unknown {
  if (!contentType?.includes('json') || !text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function bodyInit(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} };
  // The browser sets the multipart boundary itself.
  if (body instanceof FormData) return { body, headers: {} };
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } };
}

/**
 * POSTs to the platform API on this origin with the session cookies. Resolves with the JSON
 * answer; rejects with an ApiError carrying the body's `code` (`network_error` when no answer came),
 * or with the AbortError of `options.signal`.
 */
export async function apiPost<T>(
  path: string,
  body?: unknown,
  options: ApiPostOptions = {},
): Promise<T> {
  const { body: payload, headers } = bodyInit(body);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', ...headers },
      body: payload,
      signal: options.signal,
    });
    data = parseJsonBody(response.headers.get('content-type'), await response.text());
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw networkError();
  }
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, data);
  return data as T;
}
