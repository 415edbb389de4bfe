import type { WizardField } from './lib/signup-draft';

/** The six wizard steps of docs/product/screens.md, numbered 0 to 5, as keys of `onboarding.steps`. */
export const ONBOARDING_STEPS = [
  'plan',
  'personal',
  'security',
  'contact',
  'accountType',
  'consent',
] as const;

export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const LAST_STEP = ONBOARDING_STEPS.length - 1;

/** The fields each step asks for, in the order they appear on screen. */
export const STEP_FIELDS: Record<OnboardingStep, readonly WizardField[]> = {
  plan: ['plan'],
  personal: ['first_name', 'last_name', 'email'],
  security: ['password', 'confirmPassword'],
  contact: ['phone', 'address', 'nationality', 'date_of_birth', 'current_status'],
  accountType: [
    'account_type',
    'company_name',
    'job_title',
    'work_location',
    'expected_start_date',
    'additional_info',
  ],
  consent: ['terms_accepted', 'data_processing_consent'],
};

/** The step (0-5) that asks for a field: where the wizard goes to show a message about it. */
export function stepOfField(field: WizardField): number {
  return ONBOARDING_STEPS.findIndex((step) => STEP_FIELDS[step].includes(field));
}
