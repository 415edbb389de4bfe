import { errorMessages, type ErrorCode, type Language } from '@nomada/contracts';

/**
 * The `validation` namespace: every error code of the contracts catalogue (field rules and API
 * codes alike) in one language, so `t('validation:<code>')` translates any error the API answers.
 * `{{name}}` placeholders are i18next's own.
 */
export function validationCatalogue(language: Language): Record<ErrorCode, string> {
  return Object.fromEntries(
    Object.entries(errorMessages).map(([code, texts]) => [code, texts[language]]),
  ) as Record<ErrorCode, string>;
}
