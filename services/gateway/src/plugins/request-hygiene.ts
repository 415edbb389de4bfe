import fp from 'fastify-plugin';
import { CLIENT_HEADER, INTERNAL_HEADER } from '@nomada/service-kit';

/**
 * The internal-call and client-address headers are dropped before any route runs: only services
 * mint the first, and only this gateway (with CLIENT_ADDRESS_KEY) the second.
 */
export const requestHygienePlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, _reply, done) => {
      delete request.raw.headers[INTERNAL_HEADER];
      delete request.raw.headers[CLIENT_HEADER];
      done();
    });
  },
  { name: 'gateway-request-hygiene' },
);
