/**
 * Chakra's createSystem builds the CSS of every token, the reset and the global styles (`_global`)
 * at once, about half of its cost: on a phone a few hundred milliseconds of one task before React
 * can start. Only ChakraProvider reads `_global`, to insert those styles; a prerendered page already
 * has them, so the browser hydrating one never needs them (UiProvider). Here `_global` becomes a
 * getter that builds them on first read. The exact text is required, so a Chakra release that
 * changes it fails the build instead of silently building eagerly again.
 */
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = '\n    _global,\n';

/** @param {string} source */
module.exports = function chakraLazyGlobalLoader(source) {
  if (!source.includes(EAGER) || !source.includes(RETURNED))
    throw new Error(
      'chakra-lazy-global-loader: @chakra-ui/react changed createSystem; update the loader to its new text',
    );
  return source
    .replace(EAGER, 'let globalStyles;')
    .replace(
      RETURNED,
      '\n    get _global() {\n      return (globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
    );
};
