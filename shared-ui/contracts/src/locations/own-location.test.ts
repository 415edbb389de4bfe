import { describe, expect, it } from 'vitest';
import { hostileLocations } from './hostile-locations';
import { parseOwnLocation } from './own-location';

const origin = 'https://app.nomada.test';
const HOSTILE_LOCATIONS = hostileLocations(origin);

describe('parseOwnLocation', () => {
  it.each(HOSTILE_LOCATIONS)('refuses %j', (value) => {
    expect(parseOwnLocation(value, origin)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, ['/a'], { path: '/a' }, true])
      expect(parseOwnLocation(value, origin)).toBeNull();
  });

  it.each([
    ['/reset-password', '/reset-password'],
    ['/dashboard/documents?tab=2#top', '/dashboard/documents?tab=2#top'],
    [`${origin}/reset-password`, '/reset-password'],
    ['HTTPS://APP.NOMADA.TEST/reset-password', '/reset-password'],
    ['/a/./b/../c', '/a/c'],
    ['/search?q=Mart%C3%ADn%20L', '/search?q=Mart%C3%ADn%20L'],
  ])('takes %j as the path %j', (value, path) => {
    expect(parseOwnLocation(value, origin)).toBe(path);
  });

  it('answers a path that stays on the origin whatever is put before it', () => {
    for (const value of ['/reset-password', '/a?b=//c', '/a#//b']) {
      const path = parseOwnLocation(value, origin);
      expect(path).not.toBeNull();
      expect(new URL(`${origin}${path}`).origin).toBe(origin);
    }
  });

  it('answers at once for every hostile value, long ones included', () => {
    const started = performance.now();
    for (let round = 0; round < 100; round++)
      for (const value of HOSTILE_LOCATIONS)
        parseOwnLocation(`${value}${'%2F'.repeat(600)}`, origin);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
