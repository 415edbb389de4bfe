import type { TFunction } from 'i18next';
import { validationMessages, type ValidationMessageKey } from '@nomada/contracts';
import { isApiError } from '@nomada/state';

function keyOfEnglishText(text: string): ValidationMessageKey | undefined {
  return (Object.keys(validationMessages) as ValidationMessageKey[]).find(
    (key) => validationMessages[key].en === text,
  );
}

/**
 * The server answers in English with the contracts' messages; show those in the reader's language.
 * Anything else the server said is shown as is; no answer at all gives the fallback.
 */
export function serverErrorText(error: unknown, t: TFunction, fallback: string): string {
  if (!isApiError(error) || error.status === 0 || !error.message) return fallback;
  const key = keyOfEnglishText(error.message);
  return key ? t(`validation:${key}`) : error.message;
}
