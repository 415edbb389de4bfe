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

type Theme = NonNullable<SystemConfig['theme']>;

/** Chakra's default recipes, which createSystem only looks up by name when a component renders. */
export type DefaultRecipes = Pick<Theme, 'recipes' | 'slotRecipes'>;

/**
 * Chakra's default config without the unused palettes, without dark-mode values and without its
 * recipes, which come back apart (`withRecipes` in system.ts).
 */
export function trimmedDefaultConfig(): { config: SystemConfig; recipes: DefaultRecipes } {
  const { recipes, slotRecipes, ...theme } = defaultConfig.theme ?? {};
  const config: SystemConfig = {
    ...defaultConfig,
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
  return { config, recipes: { recipes, slotRecipes } };
}
