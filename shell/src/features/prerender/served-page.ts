let prerendered = false;

/**
 * Set by the prerenderer, and by the browser when it hydrates a prerendered page: the first render
 * must then be the same on both sides, before anything about the visitor (their session) is known.
 */
export function markPrerenderedPage(): void {
  prerendered = true;
}

export function isPrerenderedPage(): boolean {
  return prerendered;
}
