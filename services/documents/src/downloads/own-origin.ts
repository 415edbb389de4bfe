/**
 * The origin a signed link is built on, as the gateway builds its own absolute URLs: PUBLIC_URL's
 * when the request came by that name (its scheme survives a TLS-terminating proxy), else the name
 * the browser used (localhost, 127.0.0.1, …), so the link is always on the page's own origin. Host
 * and scheme are the gateway's `x-forwarded-*`, trusted from loopback only (createServiceApp); for
 * an export, identity passes on those of the person's request.
 */
export function ownOrigin(request: { host: string; protocol: string }, publicUrl: string): string {
  const publicOrigin = new URL(publicUrl).origin;
  if (new URL(publicOrigin).host === request.host) return publicOrigin;
  return `${request.protocol}://${request.host}`;
}
