import {
  validationMessages,
  type Language,
  type ValidationMessageKey,
} from '../validation/messages';
import { apiMessages, type ApiMessageKey } from './api-messages';

/**
 * Every `code` an error body can carry, with its text in both languages. A field rule's code is its
 * validation key; the rest are the API's own. Browsers translate by code, never by the English text.
 */
export const errorMessages = { ...validationMessages, ...apiMessages } as const;

export type ErrorCode = ValidationMessageKey | ApiMessageKey;
export type ErrorParams = Record<string, string | number>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(errorMessages, value);
}

/** The text of a code, with `{{name}}` placeholders filled from `params`. */
export function errorText(
  code: ErrorCode,
  language: Language = 'en',
  params: ErrorParams = {},
): string {
  return errorMessages[code][language].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** Error body of every API answer (the HTTP contract Conventions). */
export type ApiErrorBody = {
  error: string;
  code: ErrorCode;
  fields?: Record<string, string>;
  success?: false;
};

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  unauthorized: 401,
  invalid_credentials: 401,
  totp_required: 401,
  totp_invalid: 401,
  totp_challenge_ended: 401,
  forbidden: 403,
  cross_origin_refused: 403,
  application_pending: 403,
  application_rejected: 403,
  premium_required: 403,
  not_found: 404,
  email_taken: 409,
  document_already_processed: 409,
  document_changed: 409,
  too_many_files: 409,
  stage_not_allowed: 409,
  deadline_not_open: 409,
  case_already_submitted: 409,
  case_not_ready: 409,
  already_decided: 409,
  already_assigned: 409,
  incompatible_shared: 409,
  version_exists: 409,
  version_withdrawn: 409,
  version_current: 409,
  not_assigned: 409,
  body_timeout: 408,
  already_confirmed: 409,
  already_premium: 409,
  already_requested: 409,
  upgrade_not_requested: 409,
  payload_too_large: 413,
  registry_changed: 412,
  if_match_required: 428,
  unsupported_media_type: 415,
  host_not_served: 421,
  rate_limited: 429,
  too_many_concurrent: 429,
  too_many_streams: 429,
  login_throttled: 429,
  totp_locked: 429,
  recover_throttled: 429,
  contact_throttled: 429,
  confirmation_throttled: 429,
  internal_error: 500,
  unavailable: 503,
  chat_timeout: 503,
};

/** The HTTP status a code is answered with; field rules and other bad input are 400. */
export function errorStatus(code: ErrorCode): number {
  return STATUS_BY_CODE[code] ?? 400;
}
