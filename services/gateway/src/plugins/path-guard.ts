import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { AppError, redactUrl } from '@nomada/service-kit';
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
    app.addHook('onRequest', (request, _reply, done) => {
      if (!refusedRequests.has(request.raw)) return done();
      request.log.info({ url: redactUrl(request.originalUrl) }, 'request path refused');
      done(new AppError('path_refused'));
    });
  },
  { name: 'gateway-path-guard' },
);
