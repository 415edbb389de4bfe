import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  preParsingHookHandler,
} from 'fastify';
import type { GatewayConfig } from '../config';
import { apiError } from '../lib/api-error';
import { isLoopbackAddress } from '../lib/loopback';
import '../lib/route-config';
import { closePool, forward, upstreamPool, type ForwardOptions } from '../lib/upstream';
import {
  CONTRACT_ROUTES,
  DEV_MAILBOX_ROUTE,
  PREFIX_ROUTES,
  UPSTREAM_SERVICES,
  type ProxiedRoute,
  type UpstreamService,
} from '../routing-table';

/** A proxy in front of us (nginx) must not hold events back to fill a buffer. */
const EVENT_STREAM_HEADERS = { 'x-accel-buffering': 'no' };

/** The client's socket timeout would cut a quiet event stream; the stream's own heartbeat keeps it alive. */
const keepEventStreamOpen: preHandlerHookHandler = (request, _reply, done) => {
  const { socket } = request.raw;
  // Injected requests (tests) have a stand-in socket without timers.
  if (typeof socket.setTimeout === 'function') socket.setTimeout(0);
  done();
};

/** Only this machine may read the development mailbox; to everyone else it does not exist. */
const loopbackOnly: preHandlerHookHandler = (request, reply, done) => {
  if (isLoopbackAddress(request.ip)) return done();
  void reply.status(404).send(apiError('not_found'));
};

/**
 * A service silent for `upstreamMs` fails the call (503); an event stream is silent between events by
 * design, so only the wait for its headers is bounded.
 */
function forwardOptions(route: ProxiedRoute, upstreamMs: number): ForwardOptions {
  return {
    headersTimeout: upstreamMs,
    bodyTimeout: route.eventStream ? 0 : upstreamMs,
    ...(route.eventStream ? { extraHeaders: EVENT_STREAM_HEADERS } : {}),
  };
}

/**
 * The proxied routes, in a context of their own whose only body "parser" hands the request stream on
 * unread, whatever its type: bodies are never parsed or buffered here (uploads stream through).
 */
async function proxiedRoutes(
  app: FastifyInstance,
  {
    routes,
    pools,
    upstreamMs,
  }: {
    routes: ProxiedRoute[];
    pools: Map<UpstreamService, ReturnType<typeof upstreamPool>>;
    upstreamMs: number;
  },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  for (const route of routes) {
    const pool = pools.get(route.service)!;
    const options = forwardOptions(route, upstreamMs);
    const preHandler =
      route === DEV_MAILBOX_ROUTE
        ? loopbackOnly
        : route.eventStream
          ? keepEventStreamOpen
          : undefined;
    for (const url of route.urls)
      app.route({
        method: [...route.methods],
        url,
        config: { rateLimited: true, forwardBodyLimit: route.bodyLimit },
        ...(preHandler ? { preHandler } : {}),
        handler: (request, reply) => {
          forward(pool, request, reply, options);
        },
      });
  }
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
  const pools = new Map(
    UPSTREAM_SERVICES.map((service) => [service, upstreamPool(config.services[service])]),
  );
  app.addHook('onClose', async () => {
    await Promise.all([...pools.values()].map(closePool));
  });
  const routes = [...CONTRACT_ROUTES, ...PREFIX_ROUTES];
  if (config.devMailbox) routes.push(DEV_MAILBOX_ROUTE);
  await app.register(proxiedRoutes, { routes, pools, upstreamMs: config.timeouts.upstreamMs });

  // Unknown functions, and internal endpoints however they are spelled, end here before any body is read.
  for (const url of ['/functions/*', '/internal', '/internal/*'])
    app.all(url, { config: { rateLimited: true }, preParsing: notFoundBeforeBody }, notFound);
}
