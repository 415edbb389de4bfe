import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './session-hint';

describe('hasSignedInHint', () => {
  it.each([
    'nomada_signed_in=1',
    '__Host-nomada_signed_in=1',
    'nomada_lang=es; nomada_signed_in=1',
    'nomada_signed_in=1; nomada_lang=es',
    'a=b;nomada_signed_in=1',
  ])('finds the hint in %j', (cookies) => {
    expect(hasSignedInHint(cookies)).toBe(true);
  });

  it.each([
    '',
    'nomada_signed_in=0',
    'nomada_signed_in=',
    'xnomada_signed_in=1',
    'other=nomada_signed_in=1',
    'nomada_signed_in=11',
    '__Secure-nomada_signed_in=1',
  ])('finds none in %j', (cookies) => {
    expect(hasSignedInHint(cookies)).toBe(false);
  });

  it('answers at once for a long hostile cookie string', () => {
    const hostile = '; '.repeat(50_000) + 'nomada_signed_in=';
    const started = performance.now();
    expect(hasSignedInHint(hostile)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
