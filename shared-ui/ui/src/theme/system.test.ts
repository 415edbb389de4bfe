import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './system';
import { UNUSED_PALETTES } from './trimmed-default-config';

describe('system', () => {
  // The token CSS as an object of selectors and declarations, read as text.
  const css = JSON.stringify(system.getTokenCss());

  it('keeps our palettes and the ones the apps use', () => {
    for (const palette of ['brand', 'accent', 'gray', 'red', 'orange', 'green', 'blue', 'purple'])
      expect(css).toContain(`"--chakra-colors-${palette}-500"`);
    expect(css).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-700)"');
  });

  it('leaves out the palettes no screen uses and the dark-mode values nothing switches to', () => {
    for (const palette of UNUSED_PALETTES) expect(css).not.toContain(`--chakra-colors-${palette}-`);
    expect(css).not.toMatch(/\.dark/);
  });
});

describe("system's global styles", () => {
  const base = (system.getGlobalCss() as Record<string, Record<string, Record<string, string>>>)[
    '@layer base'
  ];

  it('declares what Chakra set on every element once on html, for every element to inherit', () => {
    expect(Object.keys(base ?? {}).filter((selector) => /^&?\*$/.test(selector))).toEqual([]);
    expect(base?.['&html']).toMatchObject({
      fontFeatureSettings: '"cv11"',
      '--ring-color': 'rgba(66, 153, 225, 0.6)',
      '--backdrop-blur': 'var(--chakra-empty, )',
      '--global-font-body': 'var(--chakra-fonts-body)',
      '--global-color-border': 'var(--chakra-colors-border)',
      '--chakra-colors-color-palette-500': 'var(--chakra-colors-brand-500)',
    });
  });
});

describe("system's recipes", () => {
  const theme = defaultConfig.theme ?? {};

  it("finds every one of Chakra's default recipes by name, as its components ask for them", () => {
    const recipes = Object.keys(theme.recipes ?? {});
    const slotRecipes = Object.keys(theme.slotRecipes ?? {});
    expect(recipes.length + slotRecipes.length).toBeGreaterThan(50);
    for (const key of recipes) expect(system.isRecipe(key), key).toBe(true);
    for (const key of slotRecipes) expect(system.isSlotRecipe(key), key).toBe(true);
  });

  it('styles a component from its recipe with our tokens', () => {
    const button = system.getRecipeFn('button')({ size: 'md' }) as Record<string, object>;
    expect(button['@layer recipes']).toMatchObject({
      minWidth: 'var(--chakra-sizes-10)',
      paddingInline: 'var(--chakra-spacing-4)',
    });
    const card = system.getSlotRecipeFn('card')({ variant: 'outline' });
    expect(Object.keys(card)).toEqual(expect.arrayContaining(['root', 'header', 'body']));
  });
});
