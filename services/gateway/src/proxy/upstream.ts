import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Pool, type Dispatcher } from 'undici';
import {
  CLIENT_HEADER,
  INTERNAL_HEADER,
  signClientAddress,
  unavailable,
} from '@nomada/service-kit';
import type { ServiceInstances } from './service-instances';
import { mayTryElsewhere } from './retry-policy';

/**
 * Connection-level headers (RFC 9110 §7.6.1) belong to one hop and are never passed on, in either
 * direction; neither is what names the upstream connection (`host`, set by the pool) nor, towards a
 * service, the internal-call header (only services may mint it) and the forwarding headers the
 * gateway writes itself. `Expect: 100-continue` was answered by the gateway's own server before the body
 * came; the body goes on whole, so the service has nothing to wait for (and undici refuses the header).
 */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
];
const NOT_FORWARDED = new Set([
  ...HOP_BY_HOP,
  'host',
  'expect',
  INTERNAL_HEADER,
  CLIENT_HEADER,
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
]);
const NOT_RETURNED = new Set(HOP_BY_HOP);

/** Header names a `Connection` header lists, which are hop-by-hop too (RFC 9110 §7.6.1). */
function connectionOptions(value: string | string[] | undefined): string[] | null {
  if (value === undefined) return null;
  const options = String(value).toLowerCase();
  // What nearly every connection says, naming no other header.
  if (options === 'keep-alive' || options === 'close') return null;
  const names = options
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length ? names : null;
}

/**
 * What a service receives: the client's headers without hop-by-hop ones, the internal-call header or
 * a client-address header of the client's own; the client address as the gateway saw it (after the
 * TRUST_PROXY rules), proven with CLIENT_ADDRESS_KEY so services rate-limit per client whichever
 * network they share with the gateway (decision 067); and the configured origin the request was
 * addressed to (host-guard.ts), so links are built on it and never on a name the client made up.
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'headers' | 'ip' | 'publicOrigin'>,
  clientAddressKey?: string,
): string[] {
  const { headers } = request;
  const listed = connectionOptions(headers.connection);
  const origin = new URL(request.publicOrigin);
  const forwarded: string[] = [
    ...(clientAddressKey ? [CLIENT_HEADER, signClientAddress(clientAddressKey, request.ip)] : []),
    'x-forwarded-for',
    request.ip,
    'x-forwarded-proto',
    origin.protocol.slice(0, -1),
    'x-forwarded-host',
    origin.host,
  ];
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || NOT_FORWARDED.has(name) || listed?.includes(name)) continue;
    if (typeof value === 'string') forwarded.push(name, value);
    else for (const item of value) forwarded.push(name, item);
  }
  return forwarded;
}

/**
 * The service's answer headers as the client gets them: no hop-by-hop ones. Values need no cleaning:
 * undici's parser refuses an answer with a character Node would refuse in a header (a 503 here).
 */
export function returnedHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const listed = connectionOptions(headers.connection);
  const returned: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || NOT_RETURNED.has(name) || listed?.includes(name)) continue;
    returned[name] = value;
  }
  return returned;
}

/**
 * Answers up to this size with a declared length are read whole and sent in one write, headers and
 * body together; longer ones, answers of unknown length and event streams stream through as they come.
 */
const WHOLE_ANSWER_BYTES = 64 * 1024;

export type ForwardOptions = {
  /** Signs the client address for the service (decision 067); none on a bare test gateway. */
  clientAddressKey?: string | undefined;
  /** How long the service may take to start its answer, and stay silent within it (0: no limit). */
  headersTimeout: number;
  bodyTimeout: number;
  /** Headers added to the answer (an event stream's `x-accel-buffering: no`). */
  extraHeaders?: Record<string, string>;
};

/** The body of an answer that streams through: pulls from the service as the client reads. */
class AnswerStream extends Readable {
  constructor(private readonly controller: Dispatcher.DispatchController) {
    super();
  }

  override _read(): void {
    this.controller.resume();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    // The client went away (or the answer failed) before the service finished: stop the service's call.
    if (!this.readableEnded) this.controller.abort(error ?? new Error('client went away'));
    callback(error);
  }
}

/** One proxied call: the request goes out as it came (its body streamed), the answer comes back. */
class ForwardedCall implements Dispatcher.DispatchHandler {
  private status = 0;
  private headers: IncomingHttpHeaders | null = null;
  /** The body of a whole answer as it arrives; null when the answer streams. */
  private chunks: Buffer[] | null = null;
  private stream: AnswerStream | null = null;

  constructor(
    private readonly reply: FastifyReply,
    private readonly options: ForwardOptions,
    /** Called when the call failed before any answer; true when it was sent elsewhere instead. */
    private readonly tryElsewhere: (error: Error) => boolean = () => false,
  ) {}

  onRequestStart(): void {}

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: IncomingHttpHeaders,
  ): void {
    if (statusCode < 200) return;
    if (this.reply.raw.destroyed) return controller.abort(new Error('client went away'));
    this.status = statusCode;
    this.headers = headers;
    const length = Number(headers['content-length']);
    if (
      length > 0 &&
      length <= WHOLE_ANSWER_BYTES &&
      headers['content-type'] !== undefined &&
      statusCode !== 204 &&
      statusCode !== 304 &&
      this.reply.request.method !== 'HEAD'
    ) {
      this.chunks = [];
      return;
    }
    this.stream = new AnswerStream(controller);
    void this.answer().send(this.stream);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.chunks) this.chunks.push(chunk);
    else if (this.stream && !this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    if (this.stream) this.stream.push(null);
    else if (this.chunks) {
      const { chunks } = this;
      void this.answer().send(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error): void {
    if (this.stream) {
      // Headers are out: the client sees the connection cut, never a truncated answer that looks whole.
      this.stream.destroy(error);
      return;
    }
    const { reply } = this;
    if (reply.sent || reply.raw.destroyed) return;
    if (this.status === 0 && this.tryElsewhere(error)) return;
    reply.log.warn({ err: error }, 'upstream unavailable');
    void reply.send(unavailable());
  }

  /** The service's status and headers on the reply, once the answer is going to the client. */
  private answer(): FastifyReply {
    const { reply, options } = this;
    reply.code(this.status);
    reply.headers(returnedHeaders(this.headers ?? {}));
    if (options.extraHeaders) reply.headers(options.extraHeaders);
    // The service answered before the client's body was all read: the connection cannot be reused.
    if (!reply.request.raw.complete) reply.header('connection', 'close');
    return reply;
  }
}

/**
 * Connection pools to one service. TCP_NODELAY on the upstream sockets: without it a request's headers
 * and body wait on Nagle's algorithm and the service's delayed ACK, about 40 ms per proxied call.
 * Calls share `calls`; long-lived work has pools of its own so it never takes a call's connection:
 * event streams (one connection each for as long as a chat is open, bounded per client and in all by
 * the client limits, not here) and uploads (a body that streams through at the client's pace).
 */
export type UpstreamPools = { calls: Pool; streams: Pool; uploads: Pool };

/**
 * An idle socket is dropped after 4 s whatever the service's Keep-Alive hint: a stopping service
 * keeps answering (with Connection: close) for DRAIN_DELAY_MS (5 s on a cluster) before it closes,
 * so no socket this gateway would still reuse is closed under a request (decision 083).
 */
const poolOptions = {
  pipelining: 1,
  connect: { noDelay: true },
  keepAliveTimeout: 4_000,
  keepAliveMaxTimeout: 4_000,
} as const;

export function upstreamPools(origin: string): UpstreamPools {
  return {
    calls: new Pool(origin, { ...poolOptions, connections: 128 }),
    streams: new Pool(origin, { ...poolOptions, connections: null }),
    uploads: new Pool(origin, { ...poolOptions, connections: 256 }),
  };
}

/** How long in-flight calls may take to finish when the gateway closes, before they are cut. */
const CLOSE_GRACE_MS = 2_000;

/** Lets calls under way finish (their clients have gone by the time the server has closed), then closes. */
export async function closePools(pools: UpstreamPools): Promise<void> {
  await Promise.all(Object.values(pools).map(closePool));
}

async function closePool(pool: Pool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)));
  await Promise.race([pool.close(), grace]);
  clearTimeout(timer);
  await pool.destroy();
}

/**
 * Sends the request to an instance of the service and its answer to the client; a 503 when the
 * service fails. An instance that fails before answering is left for the next one only when nothing
 * of the request can have been acted on (retry-policy.ts); with one instance, it is a 503. The reply
 * is sent from the call's handler: the route handler returns nothing for Fastify to wait on.
 */
export function forward(
  instances: ServiceInstances,
  kind: keyof UpstreamPools,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ForwardOptions,
  body: Readable | Buffer | null,
): void {
  let order = instances.order();
  // One address may stand for many instances (a Kubernetes Service): a call that may go elsewhere
  // goes to it once more, on a new connection the address can give to an instance still serving.
  if (order.length === 1) order = [order[0]!, order[0]!];
  const send = (index: number) => {
    const instance = order[index]!;
    const tryElsewhere = (error: Error) => {
      if (index + 1 >= order.length) return false;
      const verdict = mayTryElsewhere(error, request.method, body);
      if (verdict === 'no') return false;
      if (verdict === 'refused') instances.refused(instance);
      send(index + 1);
      return true;
    };
    instance.pools[kind].dispatch(
      {
        method: request.method as Dispatcher.HttpMethod,
        path: request.url,
        headers: forwardedHeaders(request, options.clientAddressKey),
        body,
        headersTimeout: options.headersTimeout,
        bodyTimeout: options.bodyTimeout,
      },
      new ForwardedCall(reply, options, tryElsewhere),
    );
  };
  send(0);
}
