import fp from 'fastify-plugin';
import { INTERNAL_HEADER } from '@nomada/service-kit';

/** The internal-call header is dropped before any route runs: only services may mint it. */
export const requestHygienePlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      delete request.raw.headers[INTERNAL_HEADER];
      done();
    });
  },
  { name: 'gateway-request-hygiene' },
);
