import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Client-side navigation to `/#plans` (the onboarding page's "change plan" link) does not scroll
 * by itself, so the page brings the named section into view once it has rendered.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
