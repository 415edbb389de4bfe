import { describe, expect, it } from 'vitest';
import { daysBetween, documentFreshness } from './freshness';

const TODAY = '2026-12-05';
const daysAgo = (n: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const daysAhead = (n: number) => daysAgo(-n);
const age = (maxAgeDays: number) => ({ maxAgeDays, minValidityDays: null });
const validity = (minValidityDays: number) => ({ maxAgeDays: null, minValidityDays });
const issued = (...dates: (string | null)[]) =>
  dates.map((issuedOn) => ({ issuedOn, expiresOn: null }));
const expiring = (...dates: (string | null)[]) =>
  dates.map((expiresOn) => ({ issuedOn: null, expiresOn }));

describe('documentFreshness', () => {
  it('counts whole calendar days', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-05', '2026-12-04')).toBe(-1);
  });

  it.each([
    [0, 'ok'],
    [60, 'ok'],
    [61, 'expiring'],
    [89, 'expiring'],
    [90, 'expiring'],
    [91, 'expired'],
    [400, 'expired'],
  ])('a bank statement issued %i days ago (≤ 90 days old) is %s', (days, expected) => {
    expect(documentFreshness(age(90), issued(daysAgo(days)), TODAY)).toBe(expected);
  });

  it.each([
    [395, 'ok'],
    [394, 'expiring'],
    [366, 'expiring'],
    [365, 'expiring'],
    [364, 'expired'],
    [0, 'expired'],
    [-10, 'expired'],
  ])('a passport expiring in %i days (valid ≥ 365 more) is %s', (days, expected) => {
    expect(documentFreshness(validity(365), expiring(daysAhead(days)), TODAY)).toBe(expected);
  });

  it('judges several files by the first to break the rule, ignoring undated ones', () => {
    expect(documentFreshness(age(90), issued(daysAgo(10), daysAgo(91), null), TODAY)).toBe(
      'expired',
    );
    expect(documentFreshness(age(90), issued(null, daysAgo(10)), TODAY)).toBe('ok');
  });

  it('is unknown when a rule has no date, ok when there is no rule, and the worst of two rules', () => {
    expect(documentFreshness(age(90), issued(null), TODAY)).toBe('unknown');
    expect(documentFreshness(validity(365), [], TODAY)).toBe('unknown');
    expect(documentFreshness({ maxAgeDays: null, minValidityDays: null }, [], TODAY)).toBe('ok');
    const both = { maxAgeDays: 90, minValidityDays: 365 };
    expect(
      documentFreshness(both, [{ issuedOn: daysAgo(70), expiresOn: daysAhead(1000) }], TODAY),
    ).toBe('expiring');
    expect(documentFreshness(both, [{ issuedOn: daysAgo(10), expiresOn: null }], TODAY)).toBe(
      'unknown',
    );
    expect(documentFreshness(both, [{ issuedOn: daysAgo(100), expiresOn: null }], TODAY)).toBe(
      'expired',
    );
  });
});
