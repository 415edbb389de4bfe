import { describe, expect, it } from 'vitest';
import { emptyDraft, type SignupDraft } from './signup-draft';
import { wizardProgress } from './wizard-progress';

const draft = (changes: Partial<SignupDraft> = {}) => ({ ...emptyDraft('basic'), ...changes });

describe('wizardProgress', () => {
  it('adds 16.67 for each step before the current one', () => {
    expect([0, 1, 2, 3, 4, 5].map((step) => wizardProgress(step, draft()))).toEqual([
      0, 16.67, 33.34, 50.01, 66.68, 83.35,
    ]);
  });

  it('gives 5, 5 and 6.67 for first name, last name and email on step 1', () => {
    expect(wizardProgress(1, draft({ first_name: 'Ana' }))).toBe(21.67);
    expect(wizardProgress(1, draft({ first_name: 'Ana', last_name: 'López' }))).toBe(26.67);
    expect(wizardProgress(1, draft({ email: 'ana@example.com' }))).toBe(23.34);
    expect(
      wizardProgress(1, draft({ first_name: 'Ana', last_name: 'López', email: 'ana@example.com' })),
    ).toBe(33.34);
  });

  it('counts only what is filled in: blanks earn nothing', () => {
    expect(wizardProgress(1, draft({ first_name: '   ', email: ' ' }))).toBe(16.67);
  });

  it('gives the personal credit only on step 1', () => {
    const filled = draft({ first_name: 'Ana', last_name: 'López', email: 'ana@example.com' });
    expect(wizardProgress(0, filled)).toBe(0);
    expect(wizardProgress(2, filled)).toBe(33.34);
  });

  it('gives 8.33 and 8.34 for the two consents on step 5, capped at 100', () => {
    expect(wizardProgress(5, draft({ terms_accepted: true }))).toBe(91.68);
    expect(wizardProgress(5, draft({ data_processing_consent: true }))).toBe(91.69);
    expect(wizardProgress(5, draft({ terms_accepted: true, data_processing_consent: true }))).toBe(
      100,
    );
  });

  it('ignores the consents before the last step', () => {
    expect(wizardProgress(4, draft({ terms_accepted: true, data_processing_consent: true }))).toBe(
      66.68,
    );
  });
});
