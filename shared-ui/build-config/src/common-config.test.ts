import { describe, expect, it } from 'vitest';
import { resolveMode } from './common-config';

describe('resolveMode', () => {
  it('prefers an explicit mode', () => {
    expect(resolveMode('development', ['--mode', 'production'])).toBe('development');
  });
  it('reads --mode from the command line in both spellings', () => {
    expect(resolveMode(undefined, ['rspack', 'build', '--mode', 'development'])).toBe(
      'development',
    );
    expect(resolveMode(undefined, ['rspack', 'build', '--mode=production'])).toBe('production');
  });
});
