import { isErrorCode, type ErrorCode } from '@nomada/contracts';

/**
 * Codes the browser gives failures the server did not describe: `network_error` when the request
 * never got an answer (offline, DNS, aborted by the network), `unexpected_response` when the answer
 * was not the JSON the contract promises (a proxy's HTML page, an unknown code, a wrong shape).
 */
export const CLIENT_ERROR_CODES = ['network_error', 'unexpected_response'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * A failed API call. `code` is what callers branch on and translate; `message` is the server's
 * English text, for logs only. `status` 0 means the request never got an answer.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string = code,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The request never got an answer. */
export function networkError(): ApiError {
  return new ApiError(0, 'network_error', 'Network error');
}

/** The error of a non-2xx answer, from its `{error, code, fields?}` body when it has one. */
export function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  const { error, code, fields } = (typeof body === 'object' && body !== null ? body : {}) as {
    error?: unknown;
    code?: unknown;
    fields?: unknown;
  };
  const message = typeof error === 'string' && error ? error : statusText || `HTTP ${status}`;
  const fieldMessages =
    typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
  return new ApiError(
    status,
    isErrorCode(code) ? code : 'unexpected_response',
    message,
    fieldMessages,
  );
}

/** What a rejected `fetch` or upload gives when the caller's AbortSignal fired. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Whether trying the same read again may help: no answer, or the server's own failure. swr's
 * `shouldRetryOnError` takes it, so a 403 "awaiting review" is not asked again and again.
 */
export function isRetryableError(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}
