import type { Plan } from '../plans';
import { INCOME_THRESHOLD_2026 } from './income-threshold-2026';

export type IncomePeriod = 'monthly' | 'yearly';

export type EligibilityInput = {
  euCitizen: boolean;
  income: number;
  period: IncomePeriod;
  /** Family members joining the applicant (spouse or partner, children, dependent parents). */
  familyMembers: number;
  inSpain: boolean;
};

export type EligibilityResult =
  | { kind: 'eu-citizen' }
  | {
      kind: 'assessed';
      meetsThreshold: boolean;
      annualIncome: number;
      requiredAnnual: number;
      shortfall: number;
      recommendedPlan: Plan;
    };

/** Annual income the applicant needs with `familyMembers` people joining them. */
export function requiredAnnualIncome(familyMembers: number): number {
  const members = Math.max(0, Math.floor(familyMembers));
  const { applicantAnnual, firstFamilyMemberAnnual, furtherFamilyMemberAnnual } =
    INCOME_THRESHOLD_2026;
  if (members === 0) return applicantAnnual;
  return applicantAnnual + firstFamilyMemberAnnual + (members - 1) * furtherFamilyMemberAnnual;
}

export function toAnnualIncome(income: number, period: IncomePeriod): number {
  return period === 'monthly' ? income * 12 : income;
}

/** Premium is the in-Spain, 3-year route with a lawyer; basic is the consulate route. */
export function recommendPlan(inSpain: boolean): Plan {
  return inSpain ? 'premium' : 'basic';
}

export function checkEligibility(input: EligibilityInput): EligibilityResult {
  // EU/EEA/Swiss citizens live and work in Spain on free-movement rules, without this visa.
  if (input.euCitizen) return { kind: 'eu-citizen' };
  const annualIncome = toAnnualIncome(input.income, input.period);
  const requiredAnnual = requiredAnnualIncome(input.familyMembers);
  return {
    kind: 'assessed',
    meetsThreshold: annualIncome >= requiredAnnual,
    annualIncome,
    requiredAnnual,
    shortfall: Math.max(0, requiredAnnual - annualIncome),
    recommendedPlan: recommendPlan(input.inSpain),
  };
}
