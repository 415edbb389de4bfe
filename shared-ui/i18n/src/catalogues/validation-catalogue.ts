import { validationMessages, type Language, type ValidationMessageKey } from '@nomada/contracts';

/** The `validation` namespace, built from the contracts so a rule's message is written once. */
export function validationCatalogue(language: Language): Record<ValidationMessageKey, string> {
  return Object.fromEntries(
    Object.entries(validationMessages).map(([key, texts]) => [key, texts[language]]),
  ) as Record<ValidationMessageKey, string>;
}
