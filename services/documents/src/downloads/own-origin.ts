import type { PublicOrigins } from '@nomada/service-kit';

/**
 * The origin a signed link is built on: the configured origin the page was addressed to (the
 * gateway's `x-forwarded-host`, checked against the same list there; for an export, the one identity
 * passes on from the person's request), so the link is on the page's own origin (localhost and
 * 127.0.0.1 alike); any other name gives PUBLIC_URL's origin. The host can only choose among our own
 * origins, so it needs no trust in whoever sent it.
 */
export function ownOrigin(host: string | string[] | undefined, origins: PublicOrigins): string {
  return origins.resolve(typeof host === 'string' ? host : undefined) ?? origins.primary;
}
