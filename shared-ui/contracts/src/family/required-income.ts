import { z } from 'zod';
import { requiredAnnualIncome } from '../eligibility/check-eligibility';
import { INCOME_THRESHOLD_2026 } from '../eligibility/income-threshold-2026';

/** `family.required_income`: what the law asks of this family, with the basis it is computed on. */
export const requiredIncomeSchema = z.object({
  annual: z.number(),
  /** Annual ÷ 12, as the UGE reads it. */
  monthly: z.number(),
  year: z.number().int(),
  basis: z.string(),
});
export type RequiredIncome = z.infer<typeof requiredIncomeSchema>;

/** 200% of the year's SMI for the applicant, +75% for the first member, +25% for each further one. */
export function requiredIncomeOf(members: number): RequiredIncome {
  const annual = requiredAnnualIncome(members);
  return {
    annual,
    monthly: Math.round((annual / 12) * 100) / 100,
    year: 2026,
    basis: `200% of the SMI (€${INCOME_THRESHOLD_2026.annualMinimumWage.toLocaleString('en')} a year, ${INCOME_THRESHOLD_2026.source}) for the applicant, +75% for the first family member, +25% for each further one`,
  };
}
