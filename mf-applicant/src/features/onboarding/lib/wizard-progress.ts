import type { SignupDraft } from './signup-draft';

/** docs/product/screens.md: each completed step is worth 16.67 of the bar. */
export const STEP_CREDIT = 16.67;
/** Partial credit while on the personal-information step, per filled field. */
export const PERSONAL_CREDIT = { first_name: 5, last_name: 5, email: 6.67 } as const;
/** Partial credit while on the terms step, per accepted consent. */
export const CONSENT_CREDIT = { terms_accepted: 8.33, data_processing_consent: 8.34 } as const;

const PERSONAL_STEP = 1;
const CONSENT_STEP = 5;

/**
 * How full the wizard's progress bar is (0-100) on `step` with what has been typed: the completed
 * steps plus the partial credit of docs/product/screens.md, rounded to hundredths and capped at 100.
 */
export function wizardProgress(step: number, draft: SignupDraft): number {
  let value = step * STEP_CREDIT;
  if (step === PERSONAL_STEP) {
    for (const field of ['first_name', 'last_name', 'email'] as const) {
      if (draft[field].trim()) value += PERSONAL_CREDIT[field];
    }
  }
  if (step === CONSENT_STEP) {
    for (const field of ['terms_accepted', 'data_processing_consent'] as const) {
      if (draft[field]) value += CONSENT_CREDIT[field];
    }
  }
  return Math.min(100, Math.round(value * 100) / 100);
}
