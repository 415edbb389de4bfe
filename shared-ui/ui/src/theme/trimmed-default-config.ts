import { defaultConfig, type SystemConfig } from '@chakra-ui/react';

/**
 * Chakra's palettes no screen of ours uses (`colorPalette` values and colour tokens in every app
 * are brand, accent, gray, red, orange, green, blue and purple; Alerts and toasts use the last five).
 * Each palette costs every page 27 CSS variables in its inline styles.
 */
export const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'pink'] as const;

type TokenTree = Record<string, unknown>;

const without = (tree: TokenTree | undefined, names: readonly string[]): TokenTree =>
  Object.fromEntries(Object.entries(tree ?? {}).filter(([name]) => !names.includes(name)));

const isConditional = (value: unknown): value is { _light: unknown } =>
  typeof value === 'object' && value !== null && '_light' in value;

/**
 * The site has no dark mode (nothing ever sets `.dark`): each semantic token (colours, shadows)
 * keeps its light value only, so the pages stop carrying a second, never-matched set of them.
 */
function lightOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]) => {
      if (typeof node !== 'object' || node === null) return [name, node];
      if ('value' in node) {
        const { value } = node as { value: unknown };
        return [name, { ...node, value: isConditional(value) ? value._light : value }];
      }
      return [name, lightOnly(node as TokenTree)];
    }),
  );
}

type GlobalStyles = NonNullable<SystemConfig['globalCss']>;

/**
 * Chakra's `*` rule declares 27 custom properties (ring, filter and backdrop defaults, the fonts and
 * the border colour) and `font-feature-settings` on every element, so each element resolved and kept
 * its own copy of them in every style recalculation. They are the same on every element (nothing of
 * ours sets them; the slider's ring sets its own on its thumb, a Stat's value its own font features
 * for the text inside it), so they are declared once on `html` and inherited: the first style recalculation of a prerendered page takes about a fifth less
 * (issue 30: /pricing 14.0 -> 11.0 ms, / in Spanish 20.8 -> 16.0 ms, medians of 20 traced loads at
 * 1x), and the pages are the same to the pixel.
 */
function inheritedGlobalCss(globalCss: GlobalStyles | undefined): GlobalStyles {
  const { '*': everyElement, html, ...rest } = globalCss ?? {};
  return { ...rest, html: { ...everyElement, ...html } };
}

/**
 * Chakra's default config without the unused palettes, without dark-mode values, and with its
 * global styles inherited from `html` instead of set on every element.
 */
export function trimmedDefaultConfig(): SystemConfig {
  const theme = defaultConfig.theme ?? {};
  return {
    ...defaultConfig,
    globalCss: inheritedGlobalCss(defaultConfig.globalCss),
    theme: {
      ...theme,
      tokens: {
        ...theme.tokens,
        colors: without(theme.tokens?.colors as TokenTree, UNUSED_PALETTES),
      } as NonNullable<typeof theme.tokens>,
      semanticTokens: lightOnly({
        ...theme.semanticTokens,
        colors: without(theme.semanticTokens?.colors as TokenTree, UNUSED_PALETTES),
      }) as NonNullable<typeof theme.semanticTokens>,
    },
  };
}
