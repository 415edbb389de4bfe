import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS, findPackageJson, sharedSingletons } from './shared-singletons';

const here = path.dirname(new URL(import.meta.url).pathname);

describe('sharedSingletons', () => {
  it('shares every architecture singleton with the installed version', () => {
    const shared = sharedSingletons(here);
    expect(Object.keys(shared)).toEqual([...SHARED_SINGLETONS]);
    const react = JSON.parse(readFileSync(findPackageJson('react', here), 'utf8')) as {
      version: string;
    };
    expect(shared.react).toEqual({
      singleton: true,
      version: react.version,
      requiredVersion: `^${react.version}`,
    });
  });

  it('names a package that is not installed', () => {
    expect(() => findPackageJson('no-such-package-nomada', here)).toThrow(/not installed/);
  });
});
