import type { ApiErrorCode } from '@nomada/state';
import type { WizardField } from './signup-draft';

const FIELD_BY_CODE: Partial<Record<ApiErrorCode, WizardField>> = {
  email_taken: 'email',
  email_required: 'email',
  email_invalid: 'email',
  email_too_long: 'email',
  first_name_required: 'first_name',
  first_name_letters: 'first_name',
  first_name_length: 'first_name',
  last_name_required: 'last_name',
  last_name_letters: 'last_name',
  last_name_length: 'last_name',
  password_required: 'password',
  password_too_short: 'password',
  password_too_long: 'password',
  password_complexity: 'password',
  phone_invalid: 'phone',
  date_of_birth_adult: 'date_of_birth',
  plan_invalid: 'plan',
  account_type_invalid: 'account_type',
  business_coming_soon: 'account_type',
  terms_required: 'terms_accepted',
  consent_required: 'data_processing_consent',
};

/** The field a refused sign-up is about, so the wizard can show the message beside it. */
export function signupErrorField(code: ApiErrorCode): WizardField | undefined {
  return FIELD_BY_CODE[code];
}
