/** A page's `<title>` (suffix included) and meta description. */
export type PageHead = { title: string; description?: string };

let declared: PageHead | undefined;

/**
 * Pages set their title and description in effects, which never run on the server; there they
 * declare them here while rendering, for the prerenderer to write into the page's `<head>`.
 */
export function declarePageHead(head: PageHead): void {
  if (typeof document === 'undefined') declared = head;
}

/** Prerenderer: forgets the previous page's head before rendering the next. */
export function startPageHead(): void {
  declared = undefined;
}

export function declaredPageHead(): PageHead | undefined {
  return declared;
}
