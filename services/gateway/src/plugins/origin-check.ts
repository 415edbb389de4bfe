import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { apiError } from '../lib/api-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Where the browser addressed this request; a page can only send its own Host, never another's. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Refuses state-changing requests sent by pages of other origins (API.md Conventions). PUBLIC_URL's
 * origin and the origin the request was addressed to both count as our own, so the product works on
 * every name it is reached by (localhost and 127.0.0.1 alike). Requests without an Origin header
 * (curl, server-to-server) pass.
 */
export const originCheckPlugin = fp<{ publicOrigin: string | null }>(
  async (app, { publicOrigin }) => {
    app.addHook('onRequest', (request, reply, done) => {
      const origin = request.headers.origin;
      if (
        !STATE_CHANGING.has(request.method) ||
        origin === undefined ||
        origin === publicOrigin ||
        origin === requestOrigin(request)
      )
        return done();
      void reply.status(403).send(apiError('cross_origin_refused'));
    });
  },
  { name: 'gateway-origin-check' },
);

/**
 * The origin to build our own absolute URLs on: PUBLIC_URL's when the request came by that name (its
 * scheme survives a TLS-terminating proxy), else the name the browser used (localhost, 127.0.0.1, …).
 */
export function ownOrigin(request: FastifyRequest, publicOrigin: string | null): string {
  if (publicOrigin && new URL(publicOrigin).host === request.host) return publicOrigin;
  return requestOrigin(request);
}
