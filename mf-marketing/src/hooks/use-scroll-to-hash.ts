import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a section that loads on demand may take to appear before the page gives up on it. */
const WAIT_MS = 3000;

/**
 * Client-side navigation to `/#plans` (the onboarding page's "change plan" link) does not scroll
 * by itself, so the page brings the named section into view once it has rendered; sections below
 * the hero load on demand, so it waits for the target a little.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
