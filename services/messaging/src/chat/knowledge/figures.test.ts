import { describe, expect, it } from 'vitest';
import { figuresIn } from './figures';

describe('figuresIn', () => {
  it('reads each language’s way of writing numbers as the same values', () => {
    expect([...figuresIn('€34,188 a year, €12,820.50 for a spouse, 20%', 'en')]).toEqual([
      '34188',
      '12820.5',
      '20',
    ]);
    expect([...figuresIn('34.188 € al año, 12.820,50 € por el cónyuge, 20 %', 'es')]).toEqual([
      '34188',
      '12820.5',
      '20',
    ]);
  });

  it('does not take a full stop after a year for a decimal point', () => {
    expect([...figuresIn('in force since 2022. It lets', 'en')]).toEqual(['2022']);
  });

  it('reads a number grouped the other language’s way by its groups', () => {
    expect([...figuresIn('about €2.849 a month', 'en')]).toEqual(['2849']);
  });
});
