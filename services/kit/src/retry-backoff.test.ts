import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-backoff';

describe('retryDelayMs', () => {
  const backoff = { baseMs: 10_000, maxMs: 30 * 60_000 };

  it('waits the base after the first failure, then doubles', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, backoff))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
  });

  it('never waits longer than the maximum', () => {
    expect(retryDelayMs(9, backoff)).toBe(30 * 60_000);
    expect(retryDelayMs(1_000, backoff)).toBe(30 * 60_000);
  });

  it('treats a row not yet attempted like one attempt', () => {
    expect(retryDelayMs(0, backoff)).toBe(10_000);
  });
});
