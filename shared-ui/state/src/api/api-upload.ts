import type { z } from 'zod';
import { API_ROUTES, type ApiRoute, type ApiRouteName } from '@nomada/contracts';
import { ApiError, apiErrorFrom, networkError } from './api-error';
import { parseJsonBody } from './api-post';

type Routes = typeof API_ROUTES;

/** Calls with a multipart body (the document upload). */
export type ApiUploadName = {
  [N in ApiRouteName]: Routes[N] extends { multipart: true } ? N : never;
}[ApiRouteName];

/** The answer of an upload, as its contract schema parses it. */
export type ApiUploadAnswer<N extends ApiUploadName> =
  Routes[N]['success']['schema'] extends z.ZodType
    ? z.output<Routes[N]['success']['schema']>
    : unknown;

export type ApiUploadOptions = {
  /** Fraction of the body sent so far, 0..1, from the browser's upload progress events. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * Makes a multipart call of API_ROUTES by name, like `apiCall` for JSON ones: the answer is checked
 * against the contract (here, where the contract's schemas already are, so a remote that uploads
 * carries none of them), a drifted one failing as `unexpected_response`. The rest is `send`'s.
 */
export async function apiUpload<N extends ApiUploadName>(
  call: N,
  body: FormData,
  options: ApiUploadOptions = {},
): Promise<ApiUploadAnswer<N>> {
  const route: ApiRoute = API_ROUTES[call];
  const answer = await send(route.path, body, options);
  if (!route.success.schema) return answer as ApiUploadAnswer<N>;
  const parsed = route.success.schema.safeParse(answer);
  if (!parsed.success)
    throw new ApiError(route.success.status, 'unexpected_response', `Unexpected answer to ${call}`);
  return parsed.data as ApiUploadAnswer<N>;
}

/**
 * POSTs a multipart body like `apiPost`, through XMLHttpRequest because `fetch` cannot report
 * upload progress. Same cookies, same answers: the JSON body, or an ApiError with the body's code
 * (`network_error` when no answer came), or an AbortError once `options.signal` fires.
 */
function send(
  path: string,
  body: FormData,
  { onProgress, signal }: ApiUploadOptions = {},
): Promise<unknown> {
  return new Promise<unknown>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // Listened to before send(): a listener added later may miss the first events.
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const data = parseJsonBody(xhr.getResponseHeader('content-type'), xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(data);
      else reject(apiErrorFrom(xhr.status, xhr.statusText, data));
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());
    xhr.onabort = () => reject(abortError());
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}
