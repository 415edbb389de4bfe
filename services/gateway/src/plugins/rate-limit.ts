import fp from 'fastify-plugin';
import type { onRequestHookHandler, RouteOptions } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError, createRedis, sharedCounters } from '@nomada/service-kit';
import { appendRouteHook } from '../proxy/route-config';

/** A sync that gets no answer from Redis in this time is retried later; requests never wait for it. */
const REDIS_TIMEOUT_MS = 250;
/** An IPv6 client is counted by its /64: one host usually holds the whole prefix. */
const IPV6_SUBNET = 64;

export type RateLimitOptions = {
  max: number;
  windowMs: number;
  redis: { url: string; prefix: string };
};

/**
 * Whose count a request adds to: its client address (after the TRUST_PROXY rules), an IPv6 one by its
 * /64 and an IPv4-mapped one as IPv4, as @fastify/rate-limit keys them.
 */
export function clientKey(ip: string): string {
  return ip.includes(':') ? normalizeIP(ip, IPV6_SUBNET) : ip;
}

/**
 * Per-client limit on every request forwarded to a service (and the API's own 404s), whatever the
 * spelling of its path: routes opt in through `config.rateLimited`, so the check follows routing, which
 * runs on the normalised path. Counts are shared through Redis without a round trip per request (the
 * kit's `sharedCounters`). Registered before the routes so its onRoute hook covers them. Each counted
 * answer carries X-RateLimit-Limit/-Remaining/-Reset; over the limit it is a 429 with Retry-After,
 * shaped by the shared error handler.
 *
 * The check is one synchronous onRequest hook on those routes alone: @fastify/rate-limit ran an async
 * hook through three awaits on every route, pages included, a tenth of a proxied call's CPU.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { max, windowMs, redis: { url, prefix } }) => {
    // A sync sends its counts for every active client in one write itself (the kit's sharedCounters).
    const redis = createRedis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_TIMEOUT_MS,
    });
    const counters = sharedCounters({
      redis,
      keyPrefix: `${prefix}:gateway:rate-limit:`,
      log: app.log,
    });
    app.addHook('onClose', async () => {
      counters.close();
      redis.disconnect();
    });

    const limit = String(max);
    const checkRateLimit: onRequestHookHandler = (request, reply, done) => {
      const { current, ttl } = counters.hit(clientKey(request.ip), windowMs);
      const reset = String(Math.ceil(ttl / 1000));
      reply.header('x-ratelimit-limit', limit);
      reply.header('x-ratelimit-reset', reset);
      if (current <= max) {
        reply.header('x-ratelimit-remaining', String(max - current));
        return done();
      }
      reply.header('x-ratelimit-remaining', '0');
      reply.header('retry-after', reset);
      done(new AppError('rate_limited'));
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.rateLimited !== true) return;
      appendRouteHook(route, 'onRequest', checkRateLimit);
    });
  },
  { name: 'gateway-rate-limit' },
);
