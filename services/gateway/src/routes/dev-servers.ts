import type { FastifyInstance } from 'fastify';
import proxy from '@fastify/http-proxy';

/**
 * The shell's development server behind us: its pages and files, and its hot-reload socket, which
 * connects back to the page's origin, i.e. to us, on /ws. @fastify/http-proxy stays here for the
 * websocket (decision 084).
 */
export async function shellDevServerRoutes(app: FastifyInstance, upstream: string): Promise<void> {
  await app.register(proxy, {
    upstream,
    prefix: '/ws',
    rewritePrefix: '/ws',
    websocket: true,
    // The dev server refuses a socket without an Origin of its own host, and the proxy sends none.
    wsClientOptions: { origin: upstream },
  });
  await app.register(proxy, { upstream, httpMethods: ['GET', 'HEAD'] });
}

/** A remote's development server, under the remote's own path. */
export async function remoteDevServerRoutes(
  app: FastifyInstance,
  upstream: string,
  prefix: string,
): Promise<void> {
  await app.register(proxy, { upstream, prefix, rewritePrefix: '/', httpMethods: ['GET', 'HEAD'] });
}
