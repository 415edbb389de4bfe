import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it.each([
    ['3500', 3500],
    ['3,500', 3500],
    ['3.500', 3500],
    ['3,500.50', 3500.5],
    ['3.500,50', 3500.5],
    ['2849,5', 2849.5],
    ['€ 40 000', 40000],
    ['1.234.567', 1234567],
  ])('reads %s as %d', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });

  it.each(['', 'abc', '-100', '12a'])('rejects %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});
