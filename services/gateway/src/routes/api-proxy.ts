import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';
import proxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import { INTERNAL_HEADER } from '@nomada/service-kit';
import type { GatewayConfig } from '../config';
import { apiError } from '../lib/api-error';
import { isLoopbackAddress } from '../lib/loopback';
import '../lib/route-config';
import {
  CONTRACT_ROUTES,
  DEV_MAILBOX_ROUTE,
  PREFIX_ROUTES,
  type ProxiedRoute,
} from '../routing-table';

/**
 * What a service receives: never the internal-call header (only services may mint it), and the client
 * address and scheme as the gateway saw them, so services can rate-limit and build links per client.
 * reply-from hands over its own copy of the headers, so they are set in place.
 */
function setForwardedHeaders(
  request: Pick<FastifyRequest, 'ip' | 'protocol' | 'host'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  delete headers[INTERNAL_HEADER];
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  return headers;
}

const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
  rewriteRequestHeaders: (request, headers) =>
    setForwardedHeaders(request, headers as IncomingHttpHeaders),
  onError: (reply, { error }) => {
    if (reply.sent) return;
    reply.log.warn({ err: error }, 'upstream unavailable');
    void reply.status(503).send(apiError('unavailable'));
  },
};

/** A proxy in front of us (nginx) must not hold events back to fill a buffer. */
const eventStreamReplyOptions: FastifyHttpProxyOptions['replyOptions'] = {
  ...replyOptions,
  rewriteHeaders: (headers) => ({ ...headers, 'x-accel-buffering': 'no' }),
};

type ProxyPreHandler = NonNullable<FastifyHttpProxyOptions['preHandler']>;

/** The client's socket timeout would cut a quiet event stream; the stream's own heartbeat keeps it alive. */
const keepEventStreamOpen: ProxyPreHandler = (request, _reply, done) => {
  const { socket } = request.raw;
  // Injected requests (tests) have a stand-in socket without timers.
  if (typeof socket.setTimeout === 'function') socket.setTimeout(0);
  done();
};

/** Only this machine may read the development mailbox; to everyone else it does not exist. */
const loopbackOnly: ProxyPreHandler = (request, reply, done) => {
  if (isLoopbackAddress(request.ip)) return done();
  void reply.status(404).send(apiError('not_found'));
};

/**
 * Without TCP_NODELAY on the upstream sockets, a request's headers and body wait on Nagle's algorithm
 * and the service's delayed ACK: about 40 ms per proxied call, a fifth of the throughput. A service
 * silent for `upstreamMs` fails the call; an event stream is silent between events by design.
 */
function upstreamClient(
  route: ProxiedRoute,
  upstreamMs: number,
): FastifyHttpProxyOptions['undici'] {
  return {
    connect: { noDelay: true },
    headersTimeout: upstreamMs,
    bodyTimeout: route.eventStream ? 0 : upstreamMs,
  };
}

async function forward(
  app: FastifyInstance,
  config: GatewayConfig,
  route: ProxiedRoute,
  preHandler = route.eventStream ? keepEventStreamOpen : undefined,
): Promise<void> {
  await app.register(proxy, {
    upstream: config.services[route.service],
    routes: [...route.urls],
    httpMethods: [...route.methods],
    config: { rateLimited: true, forwardBodyLimit: route.bodyLimit },
    undici: upstreamClient(route, config.timeouts.upstreamMs),
    replyOptions: route.eventStream ? eventStreamReplyOptions : replyOptions,
    // Fastify already logs each request and its answer; reply-from would add two lines per call.
    disableRequestLogging: true,
    ...(preHandler ? { preHandler } : {}),
  });
}

const notFound = async (_request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send(apiError('not_found'));

/** After the rate limit (onRequest) has counted it, before any body is read. */
const notFoundBeforeBody: preParsingHookHandler = (_request, reply) => {
  void reply.status(404).send(apiError('not_found'));
};

/**
 * Every call of the contract to the service that owns it, with its method and body limit; `/auth/*`
 * to identity; signed downloads to documents; with DEV_MAILBOX, the mailbox to messaging.
 */
export async function apiProxyRoutes(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  for (const route of [...CONTRACT_ROUTES, ...PREFIX_ROUTES]) await forward(app, config, route);
  if (config.devMailbox) await forward(app, config, DEV_MAILBOX_ROUTE, loopbackOnly);

  // Unknown functions, and internal endpoints however they are spelled, end here before any body is read.
  for (const url of ['/functions/*', '/internal', '/internal/*'])
    app.all(url, { config: { rateLimited: true }, preParsing: notFoundBeforeBody }, notFound);
}
