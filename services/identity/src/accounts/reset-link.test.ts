import { describe, expect, it } from 'vitest';
import { buildResetUrl } from './reset-link';

const tokens = { accessToken: 'aaa', refreshToken: 'bbb' };

describe('buildResetUrl', () => {
  it('points at /reset-password on the public origin with the tokens in the hash', () => {
    expect(buildResetUrl('http://localhost:8080', undefined, tokens)).toBe(
      'http://localhost:8080/reset-password#access_token=aaa&refresh_token=bbb&type=recovery',
    );
  });

  it('honours a redirect on the same origin, absolute or relative', () => {
    expect(buildResetUrl('https://nomada.example', 'https://nomada.example/es/reset', tokens)).toBe(
      'https://nomada.example/es/reset#access_token=aaa&refresh_token=bbb&type=recovery',
    );
    expect(buildResetUrl('https://nomada.example', '/reset-password?lang=es', tokens)).toBe(
      'https://nomada.example/reset-password?lang=es#access_token=aaa&refresh_token=bbb&type=recovery',
    );
  });

  it('ignores redirects to any other origin', () => {
    for (const foreign of [
      'https://evil.example/reset',
      '//evil.example/reset',
      'http://nomada.example/reset',
      'javascript:alert(1)',
    ]) {
      expect(buildResetUrl('https://nomada.example', foreign, tokens)).toBe(
        'https://nomada.example/reset-password#access_token=aaa&refresh_token=bbb&type=recovery',
      );
    }
  });
});
