import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { redactUrl } from '@nomada/service-kit';
import { apiError } from '../proxy/api-error';
import { normaliseUrl } from '../proxy/normalise-url';

const refusedRequests = new WeakSet<IncomingMessage>();

/**
 * Fastify's `rewriteUrl`: runs once, before routing, so the router, the rate limit and the services
 * all see the same spelling of the path. A refused path is routed to `/` and answered by the hook below
 * before any route runs.
 */
export function rewriteToNormalUrl(request: IncomingMessage): string {
  const normal = normaliseUrl(request.url ?? '');
  if (normal !== null) return normal;
  refusedRequests.add(request);
  return '/';
}

/** 400 `path_refused` for dot segments, escaped separators, NUL and broken escapes (see normaliseUrl). */
export const pathGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (!refusedRequests.has(request.raw)) return done();
      request.log.info({ url: redactUrl(request.originalUrl) }, 'request path refused');
      void reply.status(400).send(apiError('path_refused'));
    });
  },
  { name: 'gateway-path-guard' },
);
