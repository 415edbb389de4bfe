import { describe, expect, it } from 'vitest';
import { extraPublicOriginsSchema, publicOrigins } from './public-origins';

describe('publicOrigins', () => {
  it('answers only for PUBLIC_URL and the extra origins', () => {
    const origins = publicOrigins('https://nomada.example/', ['https://nomada.es']);
    expect(origins.primary).toBe('https://nomada.example');
    expect(origins.resolve('nomada.example')).toBe('https://nomada.example');
    expect(origins.resolve('NOMADA.example:443')).toBe('https://nomada.example');
    expect(origins.resolve('nomada.es')).toBe('https://nomada.es');
    for (const host of [
      'evil.invalid',
      'nomada.example:8443',
      'nomada.example.',
      'localhost',
      '127.0.0.1',
      'nomada.example@evil',
      'nomada.example/x',
      '',
      undefined,
    ])
      expect(origins.resolve(host, [8080])).toBeUndefined();
    expect(origins.all).toEqual(['https://nomada.example', 'https://nomada.es']);
  });

  it('takes the other loopback names of a loopback PUBLIC_URL, on its port or a listening one', () => {
    const origins = publicOrigins('http://localhost:8080');
    expect(origins.resolve('localhost:8080')).toBe('http://localhost:8080');
    expect(origins.resolve('127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(origins.resolve('[::1]:8080')).toBe('http://[::1]:8080');
    expect(origins.resolve('127.0.0.1:9999')).toBeUndefined();
    expect(origins.resolve('127.0.0.1:9999', [9999])).toBe('http://127.0.0.1:9999');
    expect(origins.resolve('evil.invalid:9999', [9999])).toBeUndefined();
    expect(origins.resolve('127.0.0.2:8080', [8080])).toBeUndefined();
  });

  it('treats the default port as no port', () => {
    const origins = publicOrigins('http://localhost');
    expect(origins.resolve('localhost:80')).toBe('http://localhost');
    expect(origins.resolve('127.0.0.1')).toBe('http://127.0.0.1');
  });

  it('resolves a long hostile Host quickly, and to nothing', () => {
    const origins = publicOrigins('https://nomada.example');
    const started = performance.now();
    expect(origins.resolve(`${'a.'.repeat(50_000)}:${'9'.repeat(50_000)}`, [1])).toBeUndefined();
    expect(origins.resolve(`[${':'.repeat(100_000)}`, [1])).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('EXTRA_PUBLIC_ORIGINS', () => {
  it('reads a list of origins', () => {
    expect(extraPublicOriginsSchema.parse(' https://a.example , http://b.example:8080/ ')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(extraPublicOriginsSchema.parse('')).toEqual([]);
  });

  it('refuses paths and non-URLs', () => {
    expect(() => extraPublicOriginsSchema.parse('https://a.example/app')).toThrow(/origin/);
    expect(() => extraPublicOriginsSchema.parse('a.example')).toThrow();
    expect(() => extraPublicOriginsSchema.parse('ftp://a.example')).toThrow();
  });
});
