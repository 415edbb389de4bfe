import fp from 'fastify-plugin';
import { INTERNAL_HEADER } from '@nomada/service-kit';

/**
 * Bodies are streamed to the services unparsed, so Fastify's bodyLimit never sees them: a declared
 * length over the limit is refused here, and the internal-call header is dropped before any route runs.
 */
export const requestHygienePlugin = fp<{ maxBodyBytes: number }>(
  async (app, { maxBodyBytes }) => {
    app.addHook('onRequest', async (request, reply) => {
      delete request.raw.headers[INTERNAL_HEADER];
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > maxBodyBytes)
        return reply.status(413).send({ error: 'The request body is too large' });
    });
  },
  { name: 'gateway-request-hygiene' },
);
