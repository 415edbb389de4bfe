import { apiErrorFrom, networkError } from './api-error';
import { parseJsonBody } from './api-post';

export type ApiUploadOptions = {
  /** Fraction of the body sent so far, 0..1, from the browser's upload progress events. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * POSTs a multipart body like `apiPost`, through XMLHttpRequest because `fetch` cannot report
 * upload progress. Same cookies, same answers: the JSON body, or an ApiError with the body's code
 * (`network_error` when no answer came), or an AbortError once `options.signal` fires.
 */
export function apiUpload<T>(
  path: string,
  body: FormData,
  { onProgress, signal }: ApiUploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
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
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
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
