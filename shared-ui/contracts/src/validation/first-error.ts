import type { z } from 'zod';
import {
  isValidationMessageKey,
  messageText,
  type Language,
  type ValidationMessageKey,
} from './messages';

export type ValidationFailure = {
  ok: false;
  /** Message key of the first failing rule, in field order. */
  key: ValidationMessageKey;
  /** English text of that message (what the API answers). */
  message: string;
  /** First message key per field. */
  fields: Record<string, ValidationMessageKey>;
};
export type ValidationResult<T> = { ok: true; data: T } | ValidationFailure;

/** Runs a schema and reports the first failing rule, the way forms and the API both show it. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ValidationResult<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, ValidationMessageKey> = {};
  let first: ValidationMessageKey | undefined;
  for (const issue of result.error.issues) {
    const key = isValidationMessageKey(issue.message) ? issue.message : 'invalid_request';
    first ??= key;
    const field = issue.path.join('.') || '_';
    fields[field] ??= key;
  }
  const key = first ?? 'invalid_request';
  return { ok: false, key, message: messageText(key), fields };
}

export function fieldMessages(
  failure: ValidationFailure,
  language: Language = 'en',
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(failure.fields).map(([field, key]) => [field, messageText(key, language)]),
  );
}
