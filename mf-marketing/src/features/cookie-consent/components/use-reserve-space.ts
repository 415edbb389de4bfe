import { useEffect, useRef } from 'react';

/**
 * Pads the page bottom by the banner's height while it shows, so the last actions and the footer
 * can always be scrolled above it instead of hiding underneath. The height comes from a
 * ResizeObserver, which reports it after the browser's own layout: reading `offsetHeight` as the
 * banner mounts forced a layout of the whole page in the middle of hydration (~190 ms of script at
 * the phone's 4x CPU on /, issue 30).
 */
export function useReserveSpace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const body = document.body;
    const pad = (height: number) => {
      body.style.paddingBottom = `${height}px`;
    };
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) =>
            pad(entry?.borderBoxSize?.[0]?.blockSize ?? element.offsetHeight),
          );
    if (observer) observer.observe(element);
    else pad(element.offsetHeight);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);
  return ref;
}
