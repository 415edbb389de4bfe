/** The part of a stylis element (stylis 4, Emotion's compiler) a plugin reads and writes. */
type StylisElement = { type: string; props: string | string[]; value: string; return: string };

/** Properties that Safari, alone among today's browsers, still knows only with its prefix. */
const SAFARI_PREFIXED = new Set([
  'user-select',
  'backdrop-filter',
  'text-size-adjust',
  'box-decoration-break',
  'hyphens',
]);

/**
 * In place of Emotion's default prefixer for the prerendered pages' inline CSS: that one writes
 * every flex, transform and keyframes rule again for browsers of ten years ago (`-ms-flexbox`,
 * `-webkit-keyframes`, ...), a quarter of each page's CSS. Only what Safari still needs keeps its
 * `-webkit-` copy. Class names do not change (Emotion hashes the styles before compiling them).
 */
export function safariOnlyPrefixer(element: StylisElement): void {
  if (element.type !== 'decl' || element.return) return;
  if (SAFARI_PREFIXED.has(String(element.props)))
    element.return = `-webkit-${element.value}${element.value}`;
}
