import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
  preParsingHookHandler,
} from 'fastify';
import { AppError, notFound } from '@nomada/service-kit';
import type { GatewayConfig } from '../config';
import { isLoopbackAddress } from '../proxy/loopback';
import '../proxy/route-config';
import type { Readable } from 'node:stream';
import { BodyTimeoutError, readWholeBody } from '../proxy/buffered-body';
import { ServiceInstances } from '../proxy/service-instances';
import { forward, type ForwardOptions, type UpstreamPools } from '../proxy/upstream';
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
const loopbackOnly: preHandlerHookHandler = (request, _reply, done) => {
  if (isLoopbackAddress(request.ip)) return done();
  done(notFound());
};

/**
 * A service silent for `upstreamMs` fails the call (503); an event stream is silent between events by
 * design, so only the wait for its headers is bounded.
 */
function forwardOptions(
  route: ProxiedRoute,
  upstreamMs: number,
  clientAddressKey: string | undefined,
): ForwardOptions {
  return {
    clientAddressKey,
    headersTimeout: upstreamMs,
    bodyTimeout: route.eventStream ? 0 : upstreamMs,
    ...(route.eventStream ? { extraHeaders: EVENT_STREAM_HEADERS } : {}),
  };
}

/**
 * Bodies up to this size (every call but uploads, by contract) are read whole before they are
 * forwarded, within the body timeout; larger ones stream through on the uploads pool.
 */
const BUFFERED_BODY_MAX = 256 * 1024;

/** An event stream stays on the instance it opened on for as long as it is open. */
function poolFor(route: ProxiedRoute): keyof UpstreamPools {
  if (route.eventStream) return 'streams';
  return route.bodyLimit > BUFFERED_BODY_MAX ? 'uploads' : 'calls';
}

/** The body did not come in time (408, and the connection closed) or the client went away. */
function bodyFailed(request: FastifyRequest, reply: FastifyReply, error: unknown): void {
  // The body limit has answered 413 already, or nobody is left to answer.
  if (reply.sent || request.raw.destroyed) return;
  if (!(error instanceof BodyTimeoutError)) {
    request.raw.destroy();
    return;
  }
  // The client is still sending: its connection is dropped once it has the answer.
  reply.raw.once('finish', () => request.raw.socket?.destroy?.());
  void reply.header('connection', 'close').send(new AppError('body_timeout'));
}

/**
 * The proxied routes, in a context of their own whose only body "parser" hands the request stream on
 * unread, whatever its type: bodies are never parsed here. A small body is read whole first (see
 * BUFFERED_BODY_MAX), so a client that trickles it holds no connection to a service.
 */
async function proxiedRoutes(
  app: FastifyInstance,
  {
    routes,
    services,
    upstreamMs,
    bodyTimeoutMs,
    clientAddressKey,
  }: {
    routes: ProxiedRoute[];
    services: Map<UpstreamService, ServiceInstances>;
    upstreamMs: number;
    bodyTimeoutMs: number;
    clientAddressKey: string | undefined;
  },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  for (const route of routes) {
    const instances = services.get(route.service)!;
    const pool = poolFor(route);
    const buffered = route.bodyLimit <= BUFFERED_BODY_MAX;
    const options = forwardOptions(route, upstreamMs, clientAddressKey);
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
        config: {
          rateLimited: true,
          forwardBodyLimit: route.bodyLimit,
          eventStream: route.eventStream,
        },
        ...(preHandler ? { preHandler } : {}),
        handler: (request, reply) => {
          const body = (request.body as Readable | undefined) ?? null;
          if (body === null || !buffered)
            return forward(instances, pool, request, reply, options, body);
          readWholeBody(body, bodyTimeoutMs - reply.elapsedTime).then(
            (whole) => forward(instances, pool, request, reply, options, whole),
            (error: unknown) => bodyFailed(request, reply, error),
          );
        },
      });
  }
}

/** After the rate limit (onRequest) has counted it, before any body is read. */
const notFoundBeforeBody: preParsingHookHandler = async () => {
  throw notFound();
};

/** Never reached (the hook above answers), but a route needs a handler. */
const answerNotFound = async () => {
  throw notFound();
};

/**
 * Every call of the contract to the service that owns it, with its method and body limit; `/auth/*`
 * to identity; signed downloads to documents; with DEV_MAILBOX, the mailbox to messaging.
 */
export async function apiProxyRoutes(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  const services = new Map(
    UPSTREAM_SERVICES.map((service) => [
      service,
      new ServiceInstances(config.services[service], {
        readinessIntervalMs: config.readinessIntervalMs,
      }),
    ]),
  );
  app.addHook('onClose', async () => {
    await Promise.all([...services.values()].map((instances) => instances.close()));
  });
  const routes = [...CONTRACT_ROUTES, ...PREFIX_ROUTES];
  if (config.devMailbox) routes.push(DEV_MAILBOX_ROUTE);
  await app.register(proxiedRoutes, {
    routes,
    services,
    upstreamMs: config.timeouts.upstreamMs,
    bodyTimeoutMs: config.clientLimits.bodyTimeoutMs,
    clientAddressKey: config.clientAddressKey,
  });

  // Unknown functions, and internal endpoints however they are spelled, end here before any body is read.
  for (const url of ['/functions/*', '/internal', '/internal/*'])
    app.all(url, { config: { rateLimited: true }, preParsing: notFoundBeforeBody }, answerNotFound);
}
