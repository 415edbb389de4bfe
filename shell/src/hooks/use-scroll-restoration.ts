import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'nomada_scroll_positions';
const positions = new Map<string, number>();

function readStored(): void {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
      string,
      number
    >;
    for (const [key, top] of Object.entries(stored)) positions.set(key, top);
  } catch {
    // Storage can be disabled or damaged; positions then last for this page load only.
  }
}

function store(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // As above.
  }
}

/**
 * Each new page starts at the top (or at its #fragment, which the page scrolls to); going back or
 * forward returns to where the reader was, across reloads of the tab too.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    readStored();
    window.history.scrollRestoration = 'manual';
    const save = () => store();
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (navigationType !== 'POP' && !location.hash) window.scrollTo(0, 0);
    return () => {
      positions.set(location.key, window.scrollY);
    };
  }, [location.key, location.hash, navigationType]);
}
