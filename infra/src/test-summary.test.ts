import { describe, expect, it } from 'vitest';
import { countTests } from './test-summary';

describe('countTests', () => {
  it('adds up Vitest and Playwright summaries, colours and all', () => {
    const output = [
      '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m23 passed\u001b[39m\u001b[22m\u001b[90m (23)\u001b[39m',
      '      Tests  1 failed | 7 passed (8)',
      '  Test Files  2 passed (2)',
      '  12 passed (31.2s)',
      '  2 failed',
      '  1 flaky',
    ].join('\n');
    expect(countTests(output)).toEqual({ passed: 42, failed: 4 });
  });
});
