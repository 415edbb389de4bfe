import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { errorText } from '@nomada/contracts';
import { createRedis } from '@nomada/service-kit';
import { sharedCounters } from '../lib/shared-counter-store';
import '../lib/route-config';

/** A sync that gets no answer from Redis in this time is retried later; requests never wait for it. */
const REDIS_TIMEOUT_MS = 250;

export type RateLimitOptions = {
  max: number;
  windowMs: number;
  redis: { url: string; prefix: string };
};

/**
 * Per-client limit on every request forwarded to a service (and the API's own 404s), whatever the
 * spelling of its path: routes opt in through `config.rateLimited`, so the check follows routing, which
 * runs on the normalised path. Counts are shared through Redis without a round trip per request (see
 * shared-counter-store.ts). Registered before the routes so its onRoute hook covers them; the thrown
 * 429 is shaped by the shared error handler.
 */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { max, windowMs, redis: { url, prefix } }) => {
    const redis = createRedis(url, {
      // A sync's counts for every active client go out in one write.
      enableAutoPipelining: true,
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

    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: windowMs,
      store: counters.Store,
      allowList: (request) => request.routeOptions.config.rateLimited !== true,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(errorText('rate_limited')), { statusCode: context.statusCode }),
    });
  },
  { name: 'gateway-rate-limit' },
);
