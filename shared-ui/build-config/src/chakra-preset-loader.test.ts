import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPackageJson } from './shared-singletons';

const require = createRequire(import.meta.url);
const presetLoader = require('./chakra-preset-loader.cjs') as (source: string) => string;

const installedPreset = readFileSync(
  path.join(
    path.dirname(findPackageJson('@chakra-ui/react', import.meta.dirname)),
    'dist/esm/preset.js',
  ),
  'utf8',
);

describe('chakra-preset-loader', () => {
  const patched = presetLoader(installedPreset);

  it("marks the installed Chakra's default system as pure, so an unused one is dropped", () => {
    expect(patched).toContain('const defaultSystem = /* @__PURE__ */ createSystem(defaultConfig);');
    expect(patched.match(/createSystem\(/g)).toHaveLength(1);
  });

  it('merges the default config without copying it, with the merge written into the module', () => {
    expect(patched).not.toContain('mergeConfigs(defaultBaseConfig');
    expect(patched).toContain(
      'const defaultConfig = mergeUncopied(mergeUncopied({}, defaultBaseConfig), defaultThemeConfig);',
    );
    expect(patched).toMatch(/\nfunction mergeUncopied\(target, source\) \{/);
  });

  it('fails the build when Chakra no longer has either text it replaces', () => {
    for (const [text, changed] of [
      ['createSystem(defaultConfig)', 'createSystem( defaultConfig)'],
      ['mergeConfigs(defaultBaseConfig', 'mergeConfigs( defaultBaseConfig'],
    ] as const)
      expect(() => presetLoader(installedPreset.replace(text, changed))).toThrow(
        /changed its preset/,
      );
  });
});
