import { translateServerMessage } from '@nomada/i18n';
import { isApiError } from '@nomada/state';

/** What the server said, in the reader's language when it is a known rule; else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (!isApiError(error) || error.status === 0 || !error.message) return fallback;
  return translateServerMessage(error.message);
}
