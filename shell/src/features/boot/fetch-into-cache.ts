/**
 * Downloads `href` into the HTTP cache, where the script tag asking for it later finds it (our
 * chunks are cached as immutable). A fetch rather than `<link rel="preload">` or `"prefetch"`:
 * adding elements to the page would make the browser restyle all of it.
 */
export function fetchIntoCache(href: string, priority: RequestPriority = 'auto'): void {
  // Read to the end: the cache keeps a response only once its body has been downloaded.
  fetch(href, { priority, credentials: 'same-origin' })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
