// @vitest-environment node
import createCache from '@emotion/cache';
import { serializeStyles, type CSSInterpolation } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { safariOnlyPrefixer } from './modern-css';

/** The CSS a prerender's cache writes for one style object, as render-page.tsx sets it up. */
function compiled(styles: CSSInterpolation): string {
  const cache = createCache({ key: 'css', stylisPlugins: [safariOnlyPrefixer] });
  cache.compat = true;
  const serialized = serializeStyles([styles], cache.registered);
  cache.insert(`.css-${serialized.name}`, serialized, cache.sheet, true);
  return String(cache.inserted[serialized.name]);
}

describe('the prerendered pages’ CSS prefixes', () => {
  it('writes flex, transforms and keyframes once, unprefixed', () => {
    const css = compiled({
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      transform: 'translateX(2px)',
      '@keyframes spin': { from: { rotate: '0deg' }, to: { rotate: '360deg' } },
    });
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toMatch(/-(webkit|ms|moz)-/);
  });

  it('keeps the -webkit- copy of what Safari knows only prefixed', () => {
    const css = compiled({ userSelect: 'none', backdropFilter: 'blur(4px)', color: 'red' });
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(css).not.toContain('-moz-');
    expect(css).not.toContain('-ms-');
  });

  it('leaves prefixes a style writes itself alone (line clamping)', () => {
    const css = compiled({ display: '-webkit-box', WebkitLineClamp: 2 });
    expect(css).toContain('display:-webkit-box;');
    expect(css).toContain('-webkit-line-clamp:2;');
  });
});
