import type { ValidationFailure } from '@nomada/contracts';
import { i18next } from '@nomada/i18n';

/** First translated message per field of a failed `validate()`. */
export function fieldErrors(failure: ValidationFailure): Record<string, string> {
  return Object.fromEntries(
    Object.entries(failure.fields).map(([field, key]) => [field, i18next.t(`validation:${key}`)]),
  );
}
