import { describe, expect, it } from 'vitest';
import { INCOME_THRESHOLD_2026 } from './income-threshold-2026';
import { checkEligibility, requiredAnnualIncome, toAnnualIncome } from './check-eligibility';

const base = { euCitizen: false, period: 'yearly' as const, familyMembers: 0, inSpain: false };

describe('the 2026 income threshold', () => {
  it('is 200% of an SMI of €1,221 × 14 with +75% and +25% of it per family member', () => {
    const smi = 1_221 * 14;
    expect(INCOME_THRESHOLD_2026.annualMinimumWage).toBe(smi);
    expect(INCOME_THRESHOLD_2026.applicantAnnual).toBe(smi * 2);
    expect(INCOME_THRESHOLD_2026.firstFamilyMemberAnnual).toBe(smi * 0.75);
    expect(INCOME_THRESHOLD_2026.furtherFamilyMemberAnnual).toBe(smi * 0.25);
    expect(INCOME_THRESHOLD_2026.source).toBe('Real Decreto 126/2026');
    expect(INCOME_THRESHOLD_2026.asOf).toBe('2026-02-18');
  });

  it.each([
    [0, 34_188],
    [1, 47_008.5],
    [2, 51_282],
    [3, 55_555.5],
  ])('requires %i family members → €%d a year', (members, expected) => {
    expect(requiredAnnualIncome(members)).toBe(expected);
  });
});

describe('checkEligibility', () => {
  it('compares monthly income on the annual basis (× 12)', () => {
    expect(toAnnualIncome(2_849, 'monthly')).toBe(34_188);
    const result = checkEligibility({ ...base, income: 2_849, period: 'monthly' });
    expect(result).toMatchObject({ kind: 'assessed', meetsThreshold: true, annualIncome: 34_188 });
  });

  it('reports the yearly shortfall just under the line', () => {
    const result = checkEligibility({ ...base, income: 2_848, period: 'monthly' });
    expect(result).toMatchObject({ meetsThreshold: false, shortfall: 12 });
  });

  it('takes a yearly amount as it is', () => {
    expect(checkEligibility({ ...base, income: 34_187 })).toMatchObject({ meetsThreshold: false });
    expect(checkEligibility({ ...base, income: 34_188 })).toMatchObject({ meetsThreshold: true });
  });

  it('adds the family members to the requirement', () => {
    const result = checkEligibility({ ...base, income: 50_000, familyMembers: 2 });
    expect(result).toMatchObject({
      requiredAnnual: 51_282,
      meetsThreshold: false,
      shortfall: 1_282,
    });
  });

  it('tells EU, EEA and Swiss citizens they do not need the visa, whatever their income', () => {
    expect(checkEligibility({ ...base, euCitizen: true, income: 0 })).toEqual({
      kind: 'eu-citizen',
    });
  });

  it('recommends premium to people already in Spain and basic otherwise', () => {
    expect(checkEligibility({ ...base, income: 40_000, inSpain: true })).toMatchObject({
      recommendedPlan: 'premium',
    });
    expect(checkEligibility({ ...base, income: 40_000 })).toMatchObject({
      recommendedPlan: 'basic',
    });
  });
});
