import { createRequire } from 'node:module';
import { defaultBaseConfig, defaultConfig } from '@chakra-ui/react';
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { mergeUncopied } = require('./chakra-uncopied-merge.cjs') as {
  mergeUncopied: (target: object, source: object) => Record<string, unknown>;
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

describe('mergeUncopied', () => {
  it("gives the default config Chakra's own copying merge gives, without changing its inputs", () => {
    const merged = mergeUncopied(
      mergeUncopied({}, deepFreeze(defaultBaseConfig)),
      deepFreeze(defaultThemeConfig),
    );
    expect(merged).toEqual(defaultConfig);
  });

  it('merges nested objects and arrays item by item, and skips undefined values', () => {
    const target = { a: { x: 1, y: [{ p: 1 }, 2] }, b: 1, c: 'kept' };
    const source = { a: { y: [{ q: 2 }], z: 3 }, b: undefined, d: [1] };
    expect(mergeUncopied(deepFreeze(target), deepFreeze(source))).toEqual({
      a: { x: 1, y: [{ p: 1, q: 2 }, 2], z: 3 },
      b: 1,
      c: 'kept',
      d: [1],
    });
  });

  it('never writes through __proto__', () => {
    const merged = mergeUncopied({}, JSON.parse('{"__proto__": {"polluted": true}}') as object);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});
