import type { FastifyRequest } from 'fastify';
import type { PublicOrigins } from '@nomada/service-kit';

/**
 * The origin a signed link is built on: the configured origin the gateway says the page was
 * addressed to (`x-forwarded-host`, already checked against the same list there), so the link is on
 * the page's own origin (localhost and 127.0.0.1 alike); any other name gives PUBLIC_URL's origin.
 * The header can only choose among our own origins, so it needs no trust in whoever sent it.
 */
export function ownOrigin(request: FastifyRequest, origins: PublicOrigins): string {
  const host = request.headers['x-forwarded-host'];
  return origins.resolve(typeof host === 'string' ? host : undefined) ?? origins.primary;
}
