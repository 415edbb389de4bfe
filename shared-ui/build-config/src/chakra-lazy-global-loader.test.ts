import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPackageJson } from './shared-singletons';

const require = createRequire(import.meta.url);
const lazyGlobal = require('./chakra-lazy-global-loader.cjs') as (source: string) => string;

const installedSystem = readFileSync(
  path.join(
    path.dirname(findPackageJson('@chakra-ui/react', import.meta.dirname)),
    'dist/esm/styled-system/system.js',
  ),
  'utf8',
);

describe('chakra-lazy-global-loader', () => {
  it("turns the installed Chakra's eager global CSS into a getter that builds it once", () => {
    const patched = lazyGlobal(installedSystem);
    expect(patched).not.toContain('const _global =');
    expect(patched).toMatch(
      /get _global\(\) \{\s*return \(globalStyles \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);/,
    );
    expect(patched.match(/_global/g)).toHaveLength(1);
  });

  it('fails the build when Chakra no longer has the text it replaces', () => {
    expect(() =>
      lazyGlobal(installedSystem.replace('getTokenCss()];', 'getTokenCss() ];')),
    ).toThrow(/changed createSystem/);
  });
});
