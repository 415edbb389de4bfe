import { Transform, type Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preParsingHookHandler,
  RouteOptions,
} from 'fastify';
import { AppError } from '@nomada/service-kit';
import { appendRouteHook } from '../proxy/route-config';

/** After a 413 the rest of the body is read and dropped so the client sees the answer, but not forever. */
const LINGER_MS = 2_000;

class BodyTooLargeError extends Error {
  constructor() {
    super('request body over the route limit');
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (reply.sent) return reply;
  reply.raw.once('finish', () => {
    if (request.raw.complete) return;
    // light-my-request's stand-in socket (tests, in-process callers) has no destroy().
    const timer = setTimeout(() => request.raw.socket?.destroy?.(), LINGER_MS).unref();
    request.raw.once('end', () => clearTimeout(timer));
  });
  return reply.send(new AppError('payload_too_large'));
}

/**
 * Passes a body of unknown length on while it stays within the limit. One byte over, the service's
 * request is aborted (a truncated body must not look complete) and the client gets the 413.
 */
function limitedBody(source: Readable, limit: number, onOverflow: () => void): Readable {
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= limit) return done(null, chunk);
      source.unpipe(limited);
      source.resume();
      onOverflow();
      done(new BodyTooLargeError());
    },
  });
  // The 413 reports the overflow; a GET's body has no reader to hear the error.
  limited.on('error', () => undefined);
  source.once('close', () => {
    if (!source.readableEnded) limited.destroy(new Error('client went away mid-body'));
  });
  return source.pipe(limited);
}

/** A declared Content-Length over the route's limit is refused before anything is forwarded. */
function refuseDeclaredOver(limit: number): onRequestHookHandler {
  return (request, reply, done) => {
    const declared = request.headers['content-length'];
    if (declared === undefined || Number(declared) <= limit) return done();
    refuse(request, reply);
  };
}

/** A body of unknown length is counted as it streams and cut at the route's limit. */
function cutStreamedOver(limit: number): preParsingHookHandler {
  return (request, reply, payload, done) => {
    // With a Content-Length, Node's parser already stops the body at the declared (checked) size.
    if (request.headers['content-length'] !== undefined) return done(null, payload);
    done(
      null,
      limitedBody(payload, limit, () => refuse(request, reply)),
    );
  };
}

/**
 * Bodies stream to the services unparsed, so Fastify's bodyLimit never sees them; each proxied route
 * carries its contract limit instead. A declared Content-Length over it is refused before anything is
 * forwarded; a chunked body is counted as it streams and cut at the limit. The hooks go on those
 * routes alone, with their limit, when the route is added: nothing to look up per request, and
 * nothing at all on routes that forward no body.
 */
export const bodyLimitPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const limit = route.config?.forwardBodyLimit;
      if (limit === undefined) return;
      appendRouteHook(route, 'onRequest', refuseDeclaredOver(limit));
      appendRouteHook(route, 'preParsing', cutStreamedOver(limit));
    });
  },
  { name: 'gateway-body-limit' },
);
