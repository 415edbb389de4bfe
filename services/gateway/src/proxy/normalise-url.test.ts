import { describe, expect, it } from 'vitest';
import { normaliseUrl } from './normalise-url';

describe('normaliseUrl', () => {
  it('leaves plain paths and every query alone', () => {
    for (const url of [
      '/',
      '/functions/auth-session',
      '/dev/mailbox?to=a%40b.c',
      '/files/abc?token=%2e%2e%2f',
      '/remotes/agent/main.0123456789.js',
      // Decoded once by a service, this is the literal segment `%2e%2e`, not a dot segment.
      '/files/%252e%252e/x',
    ]) {
      expect(normaliseUrl(url), url).toBe(url);
    }
  });

  it('decodes escaped unreserved characters, upper-cases other escapes, collapses slashes', () => {
    expect(normaliseUrl('/%66unctions/auth-session')).toBe('/functions/auth-session');
    expect(normaliseUrl('/functions/%61uth%2Dsession?x=%66')).toBe('/functions/auth-session?x=%66');
    expect(normaliseUrl('/functions/auth%7esession')).toBe('/functions/auth~session');
    expect(normaliseUrl('/files/a%40b%3f')).toBe('/files/a%40b%3F');
    expect(normaliseUrl('//functions///auth-session')).toBe('/functions/auth-session');
    expect(normaliseUrl('/files/caf%C3%A9.pdf')).toBe('/files/caf%C3%A9.pdf');
    expect(normaliseUrl('/files/a.b/...')).toBe('/files/a.b/...');
  });

  it('refuses dot segments however they are spelled', () => {
    for (const url of [
      '/functions/../internal/emails',
      '/functions/./auth-session',
      '/functions/..',
      '/functions/.',
      '/functions/%2e%2e/internal',
      '/functions/%2E%2E/internal',
      '/functions/.%2e/internal',
      '/functions/%2e./internal',
      '/functions/%2e/auth-session',
    ]) {
      expect(normaliseUrl(url), url).toBeNull();
    }
  });

  it('refuses escaped slashes and backslashes, NUL and broken escapes', () => {
    for (const url of [
      '/auth/..%2f..%2finternal/emails',
      '/functions/a%2Fb',
      '/functions/a%5cb',
      '/functions\\..\\internal',
      '/functions/a%00b',
      '/functions/a\u0000b',
      '/functions/a%zz',
      '/functions/a%4',
      '/functions/a%',
      '/files/%C0%AE%C0%AE/x',
      '/files/%FF',
      'http://evil.example/functions/auth-session',
      '*',
      '',
    ]) {
      expect(normaliseUrl(url), JSON.stringify(url)).toBeNull();
    }
  });
});
