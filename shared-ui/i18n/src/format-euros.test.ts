import { describe, expect, it } from 'vitest';
import { formatEuros } from './format-euros';

describe('formatEuros', () => {
  it('writes whole euros the way each language does', () => {
    expect(formatEuros(299, 'en')).toBe('€299');
    // Spanish puts the sign after the amount, behind a no-break space.
    expect(formatEuros(599, 'es')).toBe('599\u00a0€');
    expect(formatEuros(1999, 'es')).toBe('1999\u00a0€');
    expect(formatEuros(1999, 'en')).toBe('€1,999');
  });
});
