// eslint-disable-next-line @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS
const { mergeUncopied } = require('./chakra-uncopied-merge.cjs');

/**
 * Chakra's preset does two things when its module is evaluated, both in the one task of Chakra's
 * chunk on a phone (issue 30):
 * - it builds `defaultSystem` (every token, utility and condition of the default theme) for a
 *   system no page of ours uses: UiProvider is given @nomada/ui's own. Marking the call pure lets the
 *   minifier drop it from every build that does not import it;
 * - it merges `defaultConfig` from deep copies of the base and theme configs, only for createSystem
 *   to copy it all again: the merge now shares what it does not change (chakra-uncopied-merge.cjs).
 * The exact texts are required, so a Chakra release that changes them fails the build instead of
 * silently doing that work again.
 */
const EAGER_SYSTEM = 'const defaultSystem = createSystem(defaultConfig);';
const COPIED_MERGE = 'const defaultConfig = mergeConfigs(defaultBaseConfig, defaultThemeConfig);';

/** @param {string} source */
module.exports = function chakraPresetLoader(source) {
  if (!source.includes(EAGER_SYSTEM) || !source.includes(COPIED_MERGE))
    throw new Error(
      'chakra-preset-loader: @chakra-ui/react changed its preset; update the loader to its new text',
    );
  return `${source
    .replace(EAGER_SYSTEM, 'const defaultSystem = /* @__PURE__ */ createSystem(defaultConfig);')
    .replace(
      COPIED_MERGE,
      'const defaultConfig = mergeUncopied(mergeUncopied({}, defaultBaseConfig), defaultThemeConfig);',
    )}\n${mergeUncopied}\n`;
};
