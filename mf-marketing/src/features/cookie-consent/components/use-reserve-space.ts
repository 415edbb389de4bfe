import { useEffect, useRef } from 'react';

/**
 * Pads the page bottom by the banner's height while it shows, so the last actions and the footer
 * can always be scrolled above it instead of hiding underneath.
 */
export function useReserveSpace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const body = document.body;
    const apply = () => {
      body.style.paddingBottom = `${element.offsetHeight}px`;
    };
    apply();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);
  return ref;
}
