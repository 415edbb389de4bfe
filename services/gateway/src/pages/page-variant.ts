/**
 * The prerendered page an address asks for: a variant rendered with its query
 * (`/onboarding?plan=premium`) when there is one, else the path's page. `lang` only picks the
 * language, and any other parameter (a campaign tag) leaves the path's page.
 */
export function pageVariant(url: string, isKnown: (pagePath: string) => boolean): string {
  const [pagePath = '/', search = ''] = url.split(/\?(.*)/s, 2);
  const query = new URLSearchParams(search);
  query.delete('lang');
  if (query.size > 0) {
    query.sort();
    const variant = `${pagePath}?${query.toString()}`;
    if (isKnown(variant)) return variant;
  }
  return pagePath;
}
