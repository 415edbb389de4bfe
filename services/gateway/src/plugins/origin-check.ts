import fp from 'fastify-plugin';
import { AppError, type PublicOrigins } from '@nomada/service-kit';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests sent by pages of other origins (the HTTP contract Conventions). Our own are
 * the configured origins (host-guard.ts has already refused any other Host), so the product works on
 * every name it is configured for (localhost and 127.0.0.1 alike). Requests without an Origin header
 * (curl, server-to-server) pass.
 */
export const originCheckPlugin = fp<{ origins: PublicOrigins }>(
  async (app, { origins }) => {
    const own = new Set(origins.all);
    app.addHook('onRequest', (request, _reply, done) => {
      const origin = request.headers.origin;
      if (
        !STATE_CHANGING.has(request.method) ||
        origin === undefined ||
        own.has(origin) ||
        origin === request.publicOrigin
      )
        return done();
      done(new AppError('cross_origin_refused'));
    });
  },
  { name: 'gateway-origin-check', dependencies: ['gateway-host-guard'] },
);
