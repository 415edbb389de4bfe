import {
  checkEligibility,
  type EligibilityInput,
  type EligibilityResult,
  type IncomePeriod,
} from './check-eligibility';
import { parseAmount } from './parse-amount';

/** The gateway's page a form sent before (or without) the scripts lands on, with its answers. */
export const ELIGIBILITY_PAGE_PATH = '/pricing/eligibility';

export const MAX_FAMILY_MEMBERS = 20;
/** Longer than any income typed by hand ("1.234.567,89 €"); anything longer is refused unread. */
export const MAX_INCOME_LENGTH = 40;

/** The form's field names, the same in the page, the browser's check and the server's. */
export const ELIGIBILITY_FIELD_NAMES = [
  'eu-citizen',
  'income',
  'income-period',
  'family-members',
  'in-spain',
] as const;
export type EligibilityField = (typeof ELIGIBILITY_FIELD_NAMES)[number];
export type EligibilityAnswers = Partial<Record<EligibilityField, unknown>>;

export type EligibilityErrors = { income?: 'invalidIncome'; familyMembers?: 'invalidFamily' };

export type ReadEligibilityAnswers =
  { ok: true; input: EligibilityInput } | { ok: false; errors: EligibilityErrors };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The answers of the eligibility form as typed (strings, or anything a hostile query holds), read
 * one way in the browser and on the server: an EU citizen needs nothing else; otherwise a positive
 * income and a whole number of family members from 0 to 20 (empty means 0).
 */
export function readEligibilityAnswers(answers: EligibilityAnswers): ReadEligibilityAnswers {
  const period: IncomePeriod = answers['income-period'] === 'yearly' ? 'yearly' : 'monthly';
  if (answers['eu-citizen'] === 'yes') {
    return {
      ok: true,
      input: { euCitizen: true, income: 0, period, familyMembers: 0, inSpain: false },
    };
  }
  const incomeText = text(answers.income);
  const income = incomeText.length <= MAX_INCOME_LENGTH ? parseAmount(incomeText) : null;
  const familyText = text(answers['family-members']).trim();
  const familyMembers =
    /^\d{1,2}$/.test(familyText) || familyText === '' ? Number(familyText) : NaN;
  const errors: EligibilityErrors = {};
  if (income === null || income <= 0) errors.income = 'invalidIncome';
  if (!(familyMembers >= 0 && familyMembers <= MAX_FAMILY_MEMBERS))
    errors.familyMembers = 'invalidFamily';
  if (income === null || errors.income || errors.familyMembers) return { ok: false, errors };
  return {
    ok: true,
    input: {
      euCitizen: false,
      income,
      period,
      familyMembers,
      inSpain: answers['in-spain'] === 'yes',
    },
  };
}

/** The check's result, with the family it counted. */
export type EligibilityOutcome = { result: EligibilityResult; familyMembers: number };
/** What the check answers a visitor: its outcome, or why it cannot run. */
export type EligibilityAssessment = EligibilityOutcome | { errors: EligibilityErrors };

/** The answers as typed, read and checked: what the pricing page and the gateway's page show. */
export function assessEligibility(answers: EligibilityAnswers): EligibilityAssessment {
  const read = readEligibilityAnswers(answers);
  if (!read.ok) return { errors: read.errors };
  return { result: checkEligibility(read.input), familyMembers: read.input.familyMembers };
}
