/** The six wizard steps of SPEC.md section 2, numbered 0 to 5, as keys of `onboarding.steps`. */
export const ONBOARDING_STEPS = [
  'plan',
  'personal',
  'security',
  'contact',
  'accountType',
  'consent',
] as const;
