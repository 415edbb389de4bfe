import { describe, expect, it } from 'vitest';
import { readResetTokens } from './reset-tokens';

describe('readResetTokens', () => {
  it('reads the tokens from the hash or the query string', () => {
    expect(readResetTokens('#access_token=a&refresh_token=b&type=recovery', '')).toEqual({
      access_token: 'a',
      refresh_token: 'b',
    });
    expect(readResetTokens('', '?access_token=c&refresh_token=d')).toEqual({
      access_token: 'c',
      refresh_token: 'd',
    });
  });

  it('needs both tokens', () => {
    expect(readResetTokens('#access_token=a', '')).toBeUndefined();
    expect(readResetTokens('', '')).toBeUndefined();
  });
});
