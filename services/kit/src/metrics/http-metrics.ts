import fp from 'fastify-plugin';
import { Histogram } from 'prom-client';
import type { Registry } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Requests no route matched (404s, probes of paths that do not exist): one series, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** From a 5 ms sign-in check to the 25 s a gateway waits for a silent service, and an upload's minutes. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25, 60, 120];

/**
 * `http_request_duration_seconds{method, route, status_code}`: every answer, by the route's pattern
 * (`/functions/documents/:id`, never the URL a client sent), so the number of series stays that of
 * the routes, whatever clients send.
 */
export const httpMetricsPlugin = fp<{ registry: Registry }>(
  async (app, { registry }) => {
    app.decorate('metrics', registry);
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to its answer, by route pattern, method and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      duration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'nomada-http-metrics' },
);
