import { describe, expect, it } from 'vitest';
import { hostileLocations } from '@nomada/contracts';
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
    for (const foreign of hostileLocations('https://nomada.example')) {
      expect(buildResetUrl('https://nomada.example', foreign, tokens), foreign).toBe(
        'https://nomada.example/reset-password#access_token=aaa&refresh_token=bbb&type=recovery',
      );
    }
  });

  it('keeps a path prefix of PUBLIC_URL for its default page', () => {
    expect(buildResetUrl('https://firm.example/nomada/', undefined, tokens)).toBe(
      'https://firm.example/nomada/reset-password#access_token=aaa&refresh_token=bbb&type=recovery',
    );
  });
});
