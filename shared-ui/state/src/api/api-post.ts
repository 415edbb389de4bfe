import type { ApiErrorBody } from '@nomada/contracts';
import { ApiError } from './api-error';

export type ApiPostOptions = { signal?: AbortSignal };

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
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
 * answer; rejects with an ApiError carrying the server's `error` text and `fields`.
 */
export async function apiPost<T>(
  path: string,
  body?: unknown,
  options: ApiPostOptions = {},
): Promise<T> {
  const { body: payload, headers } = bodyInit(body);
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', ...headers },
      body: payload,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error');
  }
  const data = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(data)) throw new ApiError(response.status, data.error, data.fields);
    throw new ApiError(response.status, response.statusText || `HTTP ${response.status}`);
  }
  return data as T;
}
