import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';

/**
 * The system as seen by a page whose HTML already carries Chakra's global CSS (reset, tokens): its
 * ChakraProvider inserts none, so the browser never builds that CSS (build-config's
 * chakra-lazy-global-loader makes it lazy). The served `<style>` stays in the page for good, and
 * every page of the app uses the same global CSS, so later pages need nothing more.
 */
const systemWithGlobalsServed: typeof system = Object.create(system, {
  _global: { value: [], enumerable: true },
});

/** The one ChakraProvider of the page (the shell mounts it; tests of remotes can too). */
export function UiProvider({
  children,
  globalStylesServed = false,
}: {
  children: ReactNode;
  /** True in a browser hydrating a prerendered page, whose HTML has the global styles. */
  globalStylesServed?: boolean;
}) {
  return (
    <ChakraProvider value={globalStylesServed ? systemWithGlobalsServed : system}>
      {children}
    </ChakraProvider>
  );
}
