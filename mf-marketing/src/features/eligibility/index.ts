export { EligibilityCheck } from './components/eligibility-check';
export { INCOME_THRESHOLD_2026 } from './income-threshold-2026';
export { checkEligibility, requiredAnnualIncome } from './lib/check-eligibility';
