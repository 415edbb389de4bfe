import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and on the server), true afterwards and in pages
 * rendered in the browser: whatever depends on the browser alone (a cookie, a stored preview)
 * renders once it is true, so the first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
