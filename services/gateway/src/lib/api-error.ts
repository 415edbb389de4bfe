import { errorText, type ApiErrorBody, type ErrorCode } from '@nomada/contracts';

/** The error body of API.md for an answer the gateway gives itself. */
export function apiError(code: ErrorCode): ApiErrorBody {
  return { error: errorText(code), code };
}
