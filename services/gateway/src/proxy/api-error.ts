import { errorText, type ApiErrorBody, type ErrorCode } from '@nomada/contracts';

/** The error body of the HTTP contract for an answer the gateway gives itself. */
export function apiError(code: ErrorCode): ApiErrorBody {
  return { error: errorText(code), code };
}
