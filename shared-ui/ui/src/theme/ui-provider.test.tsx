import { Text } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from './ui-provider';

/** What emotion inserted for `<Global>`s: the reset, Chakra's global styles and token variables. */
function insertedGlobalCss(): string {
  return [...document.querySelectorAll('style[data-emotion^="css-global"]')]
    .map((style) => style.textContent ?? '')
    .join('');
}

describe('UiProvider', () => {
  afterEach(() => {
    cleanup();
    document.head.replaceChildren();
  });

  it('inserts the global CSS and token variables for a page rendered in the browser', () => {
    render(
      <UiProvider>
        <p>page</p>
      </UiProvider>,
    );
    expect(insertedGlobalCss()).toContain('--chakra-colors-brand-500');
  });

  it('inserts none where the served page carries them, and still styles its components', () => {
    render(
      <UiProvider globalStylesServed>
        <Text color="brand.fg">page</Text>
      </UiProvider>,
    );
    expect(insertedGlobalCss()).not.toContain('--chakra-colors-brand-500');
    const componentCss = [...document.querySelectorAll('style[data-emotion="css"]')]
      .map((style) => style.textContent ?? '')
      .join('');
    expect(componentCss).toContain('color:var(--chakra-colors-brand-fg)');
  });
});
