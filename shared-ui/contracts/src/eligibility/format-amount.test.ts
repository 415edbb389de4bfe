import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

const intl = (amount: number, language: string) => {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
};

describe('formatAmount', () => {
  it('formats euros the English and the Spanish way, cents only when there are any', () => {
    expect(formatAmount(34_188, 'en')).toBe('€34,188');
    expect(formatAmount(12_820.5, 'en')).toBe('€12,820.50');
    expect(formatAmount(34_188, 'es')).toBe('34.188\u00a0€');
    expect(formatAmount(12_820.5, 'es')).toBe('12.820,50\u00a0€');
    expect(formatAmount(1184.5, 'es')).toBe('1184,50\u00a0€');
  });

  it('matches Intl.NumberFormat for every size of amount, negative and fractional ones too', () => {
    const amounts = [
      ...[0, -0, 1, 9, 10, 99, 100, 999, 1000, 1999, 9999, 10_000, 12_345, 99_999, 100_000],
      ...[999_999, 1_000_000, 1_234_567_890, -1, -1999, -12_345, 1e21, -(2 ** 60)],
      ...[0.5, 2.4, 2.005, 12_820.5, 1184.07, 1999.999, 99_999.99, -0.4, -0.001, -12_345.67],
    ];
    for (const language of ['en', 'es'])
      for (const amount of amounts)
        expect(formatAmount(amount, language), `${amount} in ${language}`).toBe(
          intl(amount, language),
        );
  });

  it('leaves other languages to Intl.NumberFormat', () => {
    expect(formatAmount(1234.5, 'de')).toBe(intl(1234.5, 'de'));
  });
});
