/**
 * Chakra's preset builds `defaultSystem` when its module is evaluated: every token, utility and
 * condition of the default theme, about 60 ms of the chunk's one task on a phone (4x CPU), for a
 * system no page of ours uses (UiProvider is given @nomada/ui's own). Marking the call pure lets the
 * minifier drop it from every build that does not import `defaultSystem`. The exact text is
 * required, so a Chakra release that changes it fails the build instead of silently building it again.
 */
const EAGER = 'const defaultSystem = createSystem(defaultConfig);';

/** @param {string} source */
module.exports = function chakraUnusedSystemLoader(source) {
  if (!source.includes(EAGER))
    throw new Error(
      'chakra-unused-system-loader: @chakra-ui/react changed its preset; update the loader to its new text',
    );
  return source.replace(
    EAGER,
    'const defaultSystem = /* @__PURE__ */ createSystem(defaultConfig);',
  );
};
