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
