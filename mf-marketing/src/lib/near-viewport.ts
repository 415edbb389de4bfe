/** How far below the screen a section starts loading: half a screen, so it is ready when reached. */
const MARGIN = '50% 0px';

const waits = new Map<string, Promise<void>>();

/**
 * Resolves once the element marked `data-deferred="<id>"` comes near the viewport, at once when
 * there is no such element yet (a page rendered in the browser, not prerendered) or no observer.
 */
export function nearViewport(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const element = document.querySelector(`[data-deferred="${id}"]`);
      if (!element || typeof IntersectionObserver === 'undefined') {
        resolve();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: MARGIN },
      );
      observer.observe(element);
    });
    waits.set(id, wait);
  }
  return wait;
}
