import { z } from 'zod';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MIN,
  TEXT_HARD_MAX,
  isRealDate,
} from './limits';

/** Field rules of docs/product/validation.md; each message is a key of validationMessages. */

const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;
const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

export const emailField = z
  .string({ error: 'email_required' })
  .trim()
  .min(1, 'email_required')
  // Stops here for an over-long value: no pattern ever runs on a hostile megabyte.
  .max(EMAIL_MAX, { error: 'email_too_long', abort: true })
  .regex(EMAIL_PATTERN, 'email_invalid')
  .transform((value) => value.toLowerCase());

/** The signup/reset/change policy (the HTTP contract: enforced by the server for all three). */
export const newPasswordField = z
  .string({ error: 'password_required' })
  .min(1, 'password_required')
  .min(PASSWORD_MIN, 'password_too_short')
  .max(PASSWORD_MAX, { error: 'password_too_long', abort: true })
  .refine(
    (value) =>
      /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[@$!%*?&]/.test(value),
    'password_complexity',
  );

export function personNameField(which: 'first_name' | 'last_name') {
  return z
    .string({ error: `${which}_required` })
    .trim()
    .min(1, `${which}_required`)
    .max(TEXT_HARD_MAX, { error: `${which}_length`, abort: true })
    .regex(LETTERS_AND_SPACES, `${which}_letters`)
    .min(NAME_MIN, `${which}_length`)
    .max(NAME_MAX, `${which}_length`);
}

export const phoneField = z
  .string()
  .trim()
  .max(30, { error: 'phone_invalid', abort: true })
  .refine(
    (value) => value === '' || (value.length >= PHONE_MIN && PHONE_PATTERN.test(value)),
    'phone_invalid',
  );

export function optionalText(max: number) {
  return z.string().trim().max(max, 'text_too_long').optional().default('');
}

/** `YYYY-MM-DD`, a real calendar date. */
export const isoDateField = z
  .string()
  .trim()
  .max(10, { error: 'date_invalid', abort: true })
  .refine((value) => value === '' || isRealDate(value), 'date_invalid');
