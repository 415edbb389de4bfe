import { createServer, type Server } from 'node:http';
import type { Registry } from './registry';

export type MetricsServer = { close(): Promise<void>; port(): number };

/**
 * `GET /metrics` in Prometheus' text format on a port of its own (`METRICS_PORT`, decision 074):
 * never the port the gateway serves to the internet, nor one the gateway forwards to, so the scrape
 * is reachable from inside the cluster only (a NetworkPolicy opens it to the monitoring namespace).
 */
export async function startMetricsServer({
  port,
  host,
  registry,
}: {
  port: number;
  host: string;
  registry: Registry;
}): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': registry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    port: () => {
      const address = server.address();
      return typeof address === 'object' && address !== null ? address.port : port;
    },
  };
}
