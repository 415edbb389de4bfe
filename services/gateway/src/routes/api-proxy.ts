import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { INTERNAL_HEADER } from '@nomada/service-kit';
import type { GatewayConfig } from '../config';
import {
  DEV_PREFIX_OWNERS,
  FUNCTION_OWNERS,
  PREFIX_OWNERS,
  UPSTREAM_SERVICES,
} from '../routing-table';

const UNAVAILABLE = { error: 'Service temporarily unavailable. Please try again.' };

/**
 * What a service receives: never the internal-call header (only services may mint it), and the client
 * address and scheme as the gateway saw them, so services can rate-limit and build links per client.
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = { ...headers };
  delete forwarded[INTERNAL_HEADER];
  forwarded['x-forwarded-for'] = request.ip;
  forwarded['x-forwarded-proto'] = request.protocol;
  forwarded['x-forwarded-host'] = request.host;
  return forwarded;
}

const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
  rewriteRequestHeaders: (request, headers) =>
    forwardedHeaders(request, headers as IncomingHttpHeaders),
  onError: (reply, { error }) => {
    reply.log.warn({ err: error }, 'upstream unavailable');
    void reply.status(503).send(UNAVAILABLE);
  },
};

/**
 * Without TCP_NODELAY on the upstream sockets, a request's headers and body wait on Nagle's algorithm
 * and the service's delayed ACK: about 40 ms per proxied call, a fifth of the throughput.
 */
const upstreamClient: FastifyHttpProxyOptions['undici'] = { connect: { noDelay: true } };

/** `/functions/<name>` to the owning service, `/auth/*` to identity, signed downloads to documents. */
export async function apiProxyRoutes(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  for (const service of UPSTREAM_SERVICES) {
    await app.register(proxy, {
      upstream: config.services[service],
      prefix: '/functions',
      rewritePrefix: '/functions',
      routes: FUNCTION_OWNERS[service].map((name) => `/${name}`),
      httpMethods: ['POST', 'OPTIONS'],
      undici: upstreamClient,
      replyOptions,
    });
  }

  // Messaging serves its mailbox only without SMTP; production never exposes it, whatever messaging does.
  const prefixes =
    config.env === 'production' ? PREFIX_OWNERS : [...PREFIX_OWNERS, ...DEV_PREFIX_OWNERS];
  for (const { prefix, service, methods } of prefixes) {
    await app.register(proxy, {
      upstream: config.services[service],
      prefix,
      rewritePrefix: prefix,
      httpMethods: [...methods],
      undici: upstreamClient,
      replyOptions,
    });
  }

  const notFound = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ error: 'Not found' });
  // Unknown functions, and internal endpoints however they are spelled, end here and never reach a service.
  app.all('/functions/*', notFound);
  app.all('/internal', notFound);
  app.all('/internal/*', notFound);
}
