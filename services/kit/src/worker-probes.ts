import { createServer, type Server } from 'node:http';
import { readinessTracker, type ReadinessCheck } from './probes';

export type WorkerProbes = { drain(): void; close(): Promise<void>; port(): number };

/**
 * A worker's `/livez` and `/readyz` (the same answers as a service's, see probes.ts) on a port of
 * their own: workers serve nothing else over HTTP, so this is plain node:http, not an app.
 */
export async function startWorkerProbes({
  port,
  host,
  checks,
}: {
  port: number;
  host: string;
  checks: Record<string, ReadinessCheck>;
}): Promise<WorkerProbes> {
  let draining = false;
  const readiness = readinessTracker(checks);
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify(body));
    };
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, { ok: false });
    if (path === '/livez') return answer(200, { ok: true });
    if (path !== '/readyz') return answer(404, { ok: false });
    void readiness(draining).then(({ status, body }) => answer(status, body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    drain: () => {
      draining = true;
    },
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
