import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

const LIMITED_PREFIXES = ['/functions/', '/auth/'];

export function isRateLimitedPath(url: string): boolean {
  return LIMITED_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Per-client limit on the API (static files are free). Registered before the routes so its onRoute
 * hook covers them; the thrown 429 is shaped by the shared error handler.
 */
export const rateLimitPlugin = fp<{ max: number; windowMs: number }>(
  async (app, { max, windowMs }) => {
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: windowMs,
      allowList: (request) => !isRateLimitedPath(request.url),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error('Too many requests. Please try again later.'), {
          statusCode: context.statusCode,
        }),
    });
  },
  { name: 'gateway-rate-limit' },
);
