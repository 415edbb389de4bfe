import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import proxyAddr from '@fastify/proxy-addr';
import type { onRequestHookHandler, RouteOptions } from 'fastify';
import { AppError } from '@nomada/service-kit';
import type { ClientLimits } from '../config';
import type { TrustProxy } from '../edge/trust-proxy';
import { appendRouteHook } from '../proxy/route-config';
import { clientKey } from './rate-limit';

/** Counts per key, forgotten at zero so an address that leaves costs nothing. */
class Tally {
  private readonly counts = new Map<string, number>();
  total = 0;

  take(key: string, max: number): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= max) return false;
    this.counts.set(key, count + 1);
    this.total += 1;
    return true;
  }

  give(key: string): void {
    const count = this.counts.get(key) ?? 0;
    if (count <= 1) this.counts.delete(key);
    else this.counts.set(key, count - 1);
    this.total -= 1;
  }
}

/** Peers whose connections stand for many clients (our load balancers): not limited per socket. */
function isProxyPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  // A hop count means every peer is one of our proxies (trust-proxy.ts).
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile(trust);
  return (address) => trusted(address, 0);
}

const tooMany = (code: 'too_many_concurrent' | 'too_many_streams') =>
  new AppError(code, { retryAfterSeconds: 1 });

/**
 * What one client may hold at once, so that one address (or one laptop) cannot take the door for
 * everyone: connections per peer address, requests under way per client address (after the
 * TRUST_PROXY rules) on the proxied routes, and open event streams per client and in all. A request
 * over its client's share is a 429 at once; a connection over its peer's share is closed unanswered.
 */
export const clientLimitsPlugin = fp<{ limits: ClientLimits; trustProxy: TrustProxy }>(
  async (app, { limits, trustProxy }) => {
    const proxyPeer = isProxyPeer(trustProxy);
    const connections = new Tally();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress;
      if (address === undefined || proxyPeer(address)) return;
      const key = clientKey(address);
      if (!connections.take(key, limits.connectionsPerAddress)) {
        socket.destroy();
        return;
      }
      socket.once('close', () => connections.give(key));
    });

    const requests = new Tally();
    const streams = new Tally();
    const holdRequest: onRequestHookHandler = (request, reply, done) => {
      const key = clientKey(request.ip);
      if (!requests.take(key, limits.concurrentPerClient))
        return done(tooMany('too_many_concurrent'));
      reply.raw.once('close', () => requests.give(key));
      done();
    };
    const holdStream: onRequestHookHandler = (request, reply, done) => {
      const key = clientKey(request.ip);
      if (streams.total >= limits.streamsTotal) return done(new AppError('unavailable'));
      if (!streams.take(key, limits.streamsPerClient)) return done(tooMany('too_many_streams'));
      reply.raw.once('close', () => streams.give(key));
      done();
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.rateLimited !== true) return;
      appendRouteHook(route, 'onRequest', route.config.eventStream ? holdStream : holdRequest);
    });
  },
  { name: 'gateway-client-limits' },
);
