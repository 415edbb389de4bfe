import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import { findPackageJson } from './shared-singletons';

const require = createRequire(import.meta.url);
const systemLoader = require('./chakra-system-loader.cjs') as (source: string) => string;

const installedSystemFile = path.join(
  path.dirname(findPackageJson('@chakra-ui/react', import.meta.dirname)),
  'dist/esm/styled-system/system.js',
);
const installedSystem = readFileSync(installedSystemFile, 'utf8');

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The loader's createSystem as a module beside Chakra's own, so its relative imports resolve. */
const patchedFile = path.join(
  path.dirname(installedSystemFile),
  `.system-loader-test-${process.pid}.mjs`,
);
afterAll(() => rmSync(patchedFile, { force: true }));

async function patchedCreateSystem(): Promise<typeof createSystem> {
  writeFileSync(patchedFile, systemLoader(installedSystem));
  const module = (await import(pathToFileURL(patchedFile).href)) as {
    createSystem: typeof createSystem;
  };
  return module.createSystem;
}

/** What a system makes of its configs, as the pages see it. */
const output = (system: SystemContext) => ({
  tokens: system.getTokenCss(),
  global: system.getGlobalCss(),
  preflight: system.getPreflightCss(),
  css: system.css({ color: 'brand.500', p: '4', _hover: { bg: 'red.subtle' }, md: { px: '8' } }),
  button: system.getRecipeFn('button')({ size: 'sm' }),
  card: system.getSlotRecipeFn('card')({ variant: 'outline' }),
});

describe('chakra-system-loader', () => {
  it("turns the installed Chakra's eager global CSS into a getter that builds it once", () => {
    const patched = systemLoader(installedSystem);
    expect(patched).not.toContain('const _global =');
    expect(patched).toMatch(
      /get _global\(\) \{\s*return \(globalStyles \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);/,
    );
    expect(patched.match(/_global/g)).toHaveLength(1);
  });

  it('builds the same system as Chakra without copying its configs, and never writes into them', async () => {
    const ours = defineConfig({
      theme: {
        tokens: { colors: { brand: { 500: { value: '#25917f' } } } },
        semanticTokens: { colors: { brand: { solid: { value: '{colors.brand.500}' } } } },
      },
    });
    const expected = output(createSystem(defaultConfig, ours));
    const uncopied = await patchedCreateSystem();

    const system = uncopied(deepFreeze(defaultConfig), deepFreeze(ours));

    expect(output(system)).toEqual(expected);
  });

  it('fails the build when Chakra no longer has a text it replaces', () => {
    for (const [text, changed] of [
      ['getTokenCss()];', 'getTokenCss() ];'],
      ['mergeConfigs(...configs)', 'mergeConfigs( ...configs)'],
    ] as const)
      expect(() => systemLoader(installedSystem.replace(text, changed))).toThrow(
        /changed createSystem/,
      );
  });
});
