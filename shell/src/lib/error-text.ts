import { i18next, translateServerMessage } from '@nomada/i18n';
import { isApiError } from '@nomada/state';

/**
 * The description of a failure toast: the server's message (translated when known), a fallback
 * when it gave none, and "An unexpected error occurred" when the request never got an answer.
 */
export function errorText(
  error: unknown,
  fallback: string,
  known: Record<string, string> = {},
): string {
  if (isApiError(error)) {
    if (error.status === 0) return i18next.t('common:errors.unexpected');
    if (error.message && error.status < 500)
      return known[error.message] ?? translateServerMessage(error.message);
    return fallback;
  }
  return i18next.t('common:errors.unexpected');
}
