'use strict';

/*
 * Each function here is written into Chakra's modules by a loader as its source text, so none reads
 * anything outside itself but the others.
 */

/**
 * Chakra's merge of configs (utils/merge.js) without its deep copies: a new object wherever both
 * sides hold one, the source's own value everywhere else, and neither input changed. Chakra copies
 * every config before merging because its merge writes into the objects it reaches.
 * @param {Record<string, unknown>} target
 * @param {Record<string, unknown>} source
 * @returns {Record<string, unknown>}
 */
function mergeUncopied(target, source) {
  const isObject = (value) => value != null && typeof value === 'object' && !Array.isArray(value);
  const merged = { ...target };
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value === undefined || key === '__proto__') continue;
    const current = merged[key];
    if (isObject(current) && isObject(value)) {
      merged[key] = mergeUncopied(current, value);
    } else if (Array.isArray(current) && Array.isArray(value)) {
      const items = [...current];
      value.forEach((item, index) => {
        items[index] =
          isObject(items[index]) && isObject(item) ? mergeUncopied(items[index], item) : item;
      });
      merged[key] = items;
    } else {
      merged[key] = value;
    }
  }
  return merged;
}

/**
 * Chakra's last step of merging configs, without writing into them: a token that also holds nested
 * tokens (`red: { value, 500: {...} }`) keeps its own value, type and description under `DEFAULT`.
 * @param {unknown} node
 * @returns {unknown}
 */
function withDefaultTokens(node) {
  const TOKEN_KEYS = ['value', 'type', 'description'];
  if (node == null || typeof node !== 'object' || Array.isArray(node)) return node;
  const tokenKeys = TOKEN_KEYS.filter((key) => node[key] != null);
  if (tokenKeys.length === 0)
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => [key, withDefaultTokens(child)]),
    );
  if (Object.keys(node).every((key) => TOKEN_KEYS.includes(key))) return node;
  const token = { ...node, DEFAULT: { ...node.DEFAULT } };
  for (const key of tokenKeys) {
    token.DEFAULT[key] ||= node[key];
    delete token[key];
  }
  return token;
}

/**
 * Chakra's mergeConfigs (styled-system/merge-config.js), which deep-copies every config before
 * merging them, as the same merge without the copies.
 * @param {...Record<string, unknown>} configs
 */
function mergeConfigsUncopied(...configs) {
  const merged = configs.reduce((target, config) => mergeUncopied(target, config), {});
  if (!merged.theme?.tokens) return merged;
  return { ...merged, theme: { ...merged.theme, tokens: withDefaultTokens(merged.theme.tokens) } };
}

module.exports = { mergeUncopied, withDefaultTokens, mergeConfigsUncopied };
