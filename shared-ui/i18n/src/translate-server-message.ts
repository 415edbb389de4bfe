import i18next from 'i18next';
import { validationMessages, type ValidationMessageKey } from '@nomada/contracts';

const byEnglishText = new Map<string, ValidationMessageKey>(
  Object.entries(validationMessages).map(([key, texts]) => [texts.en, key as ValidationMessageKey]),
);

/**
 * The API answers with the English text of a contracts message; show it in the current language
 * when it is one we know, else as the server wrote it.
 */
export function translateServerMessage(message: string): string {
  const key = byEnglishText.get(message);
  return key ? i18next.t(`validation:${key}`) : message;
}
