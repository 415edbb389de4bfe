import { isPlan } from '@nomada/contracts';
import { STEP_FIELDS, type OnboardingStep } from '../onboarding-steps';
import type { SignupDraft, TextDraftField } from './signup-draft';

const TEXT_FIELDS = new Set<string>([
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'nationality',
  'date_of_birth',
  'current_status',
  'company_name',
  'job_title',
  'work_location',
  'expected_start_date',
  'additional_info',
] satisfies TextDraftField[]);

/**
 * What a person typed or chose in the served wizard before its script was live (issue 30): the
 * fields of the served step whose value in `form` differs from what the server rendered (`served`).
 * Passwords are never served and never read. Undefined when nothing was changed.
 */
export function typedBeforeLive(
  form: HTMLFormElement | null,
  step: OnboardingStep,
  served: SignupDraft,
): Partial<SignupDraft> | undefined {
  if (!form) return undefined;
  const shown = new FormData(form);
  const typed: Partial<SignupDraft> = {};
  const texts: Partial<Record<TextDraftField, string>> = {};
  for (const field of STEP_FIELDS[step]) {
    const value = shown.get(field);
    if (typeof value !== 'string') continue;
    if (field === 'plan') {
      if (isPlan(value) && value !== served.plan) typed.plan = value;
    } else if (TEXT_FIELDS.has(field) && value !== served[field as TextDraftField]) {
      texts[field as TextDraftField] = value;
    }
  }
  Object.assign(typed, texts);
  return Object.keys(typed).length ? typed : undefined;
}
