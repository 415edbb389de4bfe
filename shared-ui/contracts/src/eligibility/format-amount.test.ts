import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('formats euros the English and the Spanish way, cents only when there are any', () => {
    expect(formatAmount(34_188, 'en')).toBe('€34,188');
    expect(formatAmount(12_820.5, 'en')).toBe('€12,820.50');
    expect(formatAmount(34_188, 'es').replace(/\s/g, ' ')).toBe('34.188 €');
    expect(formatAmount(12_820.5, 'es').replace(/\s/g, ' ')).toBe('12.820,50 €');
  });
});
