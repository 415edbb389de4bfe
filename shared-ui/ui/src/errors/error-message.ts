import type { ErrorParams } from '@nomada/contracts';
import { i18next } from '@nomada/i18n';
import { isApiError, type ApiErrorCode } from '@nomada/state';

/** Codes that say no more than "it failed": the call's own failure text says it better. */
const UNSPECIFIC = new Set<ApiErrorCode>([
  'invalid_request',
  'internal_error',
  'unexpected_response',
]);

export type ErrorMessageOptions = {
  /** The call's own failure text ('Failed to change password'), for an answer with no specific code. */
  fallback?: string;
  /** When no answer came; 'An unexpected error occurred' unless told (docs/product/messages.md). */
  offline?: string;
  /** Values of the code's placeholders: `file_too_large` takes `{ maxMb }`. */
  params?: ErrorParams;
};

/**
 * The text of a failure toast, in the reader's language, by the error's code: the catalogue text of
 * a specific code ('Invalid credentials', 'Current password is incorrect'), else `fallback`, and
 * `offline` when the request never got an answer (or something other than the API failed).
 */
export function errorMessage(
  error: unknown,
  { fallback, offline, params }: ErrorMessageOptions = {},
): string {
  const unanswered = offline ?? i18next.t('common:errors.unexpected');
  if (!isApiError(error) || error.code === 'network_error') return unanswered;
  if (UNSPECIFIC.has(error.code) && fallback) return fallback;
  if (error.code === 'unexpected_response') return unanswered;
  return i18next.t(`validation:${error.code}`, params);
}
