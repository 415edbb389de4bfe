// eslint-disable-next-line @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS
const merge = require('./chakra-uncopied-merge.cjs');

/**
 * Chakra's createSystem, made cheaper for a phone's first task that builds it (issue 30):
 * - it built the CSS of every token, the reset and the global styles (`_global`) at once, about half
 *   of its cost. Only ChakraProvider reads `_global`, to insert those styles; a prerendered page
 *   already has them, so the browser hydrating one never needs them (UiProvider). `_global` becomes
 *   a getter that builds them on first read;
 * - it deep-copied every config before merging them: the merge now shares what it does not change
 *   (chakra-uncopied-merge.cjs).
 * The exact texts are required, so a Chakra release that changes them fails the build instead of
 * silently doing that work again.
 */
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED_GLOBAL = '\n    _global,\n';
const COPIED_MERGE = 'const config = mergeConfigs(...configs);';

/** @param {string} source */
module.exports = function chakraSystemLoader(source) {
  if (![EAGER_GLOBAL, RETURNED_GLOBAL, COPIED_MERGE].every((text) => source.includes(text)))
    throw new Error(
      'chakra-system-loader: @chakra-ui/react changed createSystem; update the loader to its new text',
    );
  const patched = source
    .replace(EAGER_GLOBAL, 'let globalStyles;')
    .replace(
      RETURNED_GLOBAL,
      '\n    get _global() {\n      return (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    )
    .replace(COPIED_MERGE, 'const config = mergeConfigsUncopied(...configs);');
  return [patched, merge.mergeUncopied, merge.withDefaultTokens, merge.mergeConfigsUncopied].join(
    '\n',
  );
};
