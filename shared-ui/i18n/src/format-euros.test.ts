import { describe, expect, it } from 'vitest';
import { formatEuros } from './format-euros';

const intl = (language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

describe('formatEuros', () => {
  it('writes whole euros the way each language does', () => {
    expect(formatEuros(299, 'en')).toBe('€299');
    // Spanish puts the sign after the amount, behind a no-break space.
    expect(formatEuros(599, 'es')).toBe('599\u00a0€');
    expect(formatEuros(1999, 'es')).toBe('1999\u00a0€');
    expect(formatEuros(12345, 'es')).toBe('12.345\u00a0€');
    expect(formatEuros(1999, 'en')).toBe('€1,999');
  });

  it('matches Intl.NumberFormat for every size of amount, negative and fractional ones too', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 1999, 9999, 10_000, 12_345, 99_999, 100_000];
    const more = [
      999_999,
      1_000_000,
      1_234_567_890,
      -1,
      -1999,
      -12_345,
      2.4,
      2.6,
      1999.5,
      -0.4,
      1e21,
      -(2 ** 60),
    ];
    for (const language of ['en', 'es'] as const) {
      const reference = intl(language);
      for (const amount of [...amounts, ...more])
        expect(formatEuros(amount, language), `${amount} in ${language}`).toBe(
          reference.format(amount),
        );
    }
  });
});
