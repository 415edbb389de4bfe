import {
  isAdult,
  isRealDate,
  isValidationMessageKey,
  passwordWithConfirmationSchema,
  signupSchema,
  signupUserDataSchema,
  validate,
  type ErrorCode,
  type ValidationMessageKey,
} from '@nomada/contracts';
import { ONBOARDING_STEPS, STEP_FIELDS } from '../onboarding-steps';
import type { DraftField, Passwords, SignupDraft, WizardField } from './signup-draft';

/** A message per field: a code of the shared catalogue (`validation:<code>` in i18n). */
export type StepErrors = Partial<Record<WizardField, ErrorCode>>;

/** The server's own field rules (the object inside the signup schema's clean-up transform). */
const userDataRules = signupUserDataSchema.in.shape;

type SingleFieldRule = { safeParse: (value: unknown) => { success: boolean; error?: unknown } };

const FIELD_RULES: Partial<Record<DraftField, SingleFieldRule>> = {
  ...userDataRules,
  email: signupSchema.shape.email,
};

function firstMessage(rule: SingleFieldRule, value: unknown): ValidationMessageKey | undefined {
  const result = rule.safeParse(value);
  if (result.success) return undefined;
  const issues = (result.error as { issues?: Array<{ message: string }> }).issues ?? [];
  const message = issues[0]?.message ?? 'invalid_request';
  return isValidationMessageKey(message) ? message : 'invalid_request';
}

/**
 * The rules the signup schema checks across fields (its refinement), for the fields of one step.
 * The schema runs them only once every field passes, so the wizard asks them field by field.
 */
function crossFieldMessage(
  field: DraftField,
  draft: SignupDraft,
): ValidationMessageKey | undefined {
  switch (field) {
    case 'date_of_birth':
      return draft.date_of_birth && isRealDate(draft.date_of_birth) && !isAdult(draft.date_of_birth)
        ? 'date_of_birth_adult'
        : undefined;
    case 'account_type':
      return draft.account_type === 'business' ? 'business_coming_soon' : undefined;
    case 'terms_accepted':
      // The server refuses only an explicit `false`; the wizard always sends the box's state.
      return draft.terms_accepted ? undefined : 'terms_required';
    default:
      return undefined;
  }
}

function passwordErrors(passwords: Passwords): StepErrors {
  const result = validate(passwordWithConfirmationSchema, passwords);
  if (result.ok) return {};
  const errors: StepErrors = {};
  if (result.fields.password) errors.password = result.fields.password;
  if (result.fields.confirmPassword) errors.confirmPassword = result.fields.confirmPassword;
  return errors;
}

/** Messages (keys of the shared catalogue) for the fields of `step` that fail the signup rules. */
export function validateStep(step: number, draft: SignupDraft, passwords: Passwords): StepErrors {
  const name = ONBOARDING_STEPS[step];
  if (!name) return {};
  if (name === 'security') return passwordErrors(passwords);
  const errors: StepErrors = {};
  for (const field of STEP_FIELDS[name] as readonly DraftField[]) {
    const rule = FIELD_RULES[field];
    const message = (rule && firstMessage(rule, draft[field])) ?? crossFieldMessage(field, draft);
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: StepErrors): boolean {
  return Object.values(errors).some(Boolean);
}
