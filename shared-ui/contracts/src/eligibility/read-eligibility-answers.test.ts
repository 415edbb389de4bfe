import { describe, expect, it } from 'vitest';
import { assessEligibility, readEligibilityAnswers } from './read-eligibility-answers';

const answers = {
  'eu-citizen': 'no',
  income: '3.500',
  'income-period': 'monthly',
  'family-members': '1',
  'in-spain': 'yes',
};

describe('readEligibilityAnswers', () => {
  it('reads the typed answers into the check', () => {
    expect(readEligibilityAnswers(answers)).toEqual({
      ok: true,
      input: {
        euCitizen: false,
        income: 3_500,
        period: 'monthly',
        familyMembers: 1,
        inSpain: true,
      },
    });
  });

  it('needs nothing else from an EU citizen', () => {
    expect(readEligibilityAnswers({ 'eu-citizen': 'yes', income: 'nonsense' })).toMatchObject({
      ok: true,
      input: { euCitizen: true },
    });
  });

  it('takes an empty family as nobody and an unknown period as monthly', () => {
    const read = readEligibilityAnswers({ ...answers, 'family-members': '', 'income-period': 'x' });
    expect(read).toMatchObject({ ok: true, input: { familyMembers: 0, period: 'monthly' } });
  });

  it.each([
    ['an empty income', { income: '' }, { income: 'invalidIncome' }],
    ['a zero income', { income: '0' }, { income: 'invalidIncome' }],
    ['a negative income', { income: '-5' }, { income: 'invalidIncome' }],
    ['an overlong income', { income: '1'.repeat(41) }, { income: 'invalidIncome' }],
    ['a list for the income', { income: ['3000', '4000'] }, { income: 'invalidIncome' }],
    ['an object for the income', { income: { amount: 3000 } }, { income: 'invalidIncome' }],
    ['21 family members', { 'family-members': '21' }, { familyMembers: 'invalidFamily' }],
    ['half a family member', { 'family-members': '1.5' }, { familyMembers: 'invalidFamily' }],
    ['a negative family', { 'family-members': '-1' }, { familyMembers: 'invalidFamily' }],
    ['a family in words', { 'family-members': 'dos' }, { familyMembers: 'invalidFamily' }],
    [
      'both wrong',
      { income: 'ü'.repeat(5), 'family-members': '１' },
      { income: 'invalidIncome', familyMembers: 'invalidFamily' },
    ],
  ])('refuses %s', (_name, change, errors) => {
    expect(readEligibilityAnswers({ ...answers, ...change })).toEqual({ ok: false, errors });
  });

  it('answers a long hostile income at once (no backtracking)', () => {
    const started = performance.now();
    readEligibilityAnswers({ ...answers, income: `${'1,'.repeat(20_000)}x` });
    readEligibilityAnswers({ ...answers, income: `${'1,'.repeat(19)}x` });
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('assessEligibility', () => {
  it('checks readable answers, counting the family', () => {
    expect(assessEligibility(answers)).toMatchObject({
      result: { kind: 'assessed', annualIncome: 42_000, recommendedPlan: 'premium' },
      familyMembers: 1,
    });
  });

  it('answers the reasons when the answers cannot be read', () => {
    expect(assessEligibility({ ...answers, income: '' })).toEqual({
      errors: { income: 'invalidIncome' },
    });
  });
});
