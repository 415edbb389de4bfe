import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { AppError, type PublicOrigins } from '@nomada/service-kit';

declare module 'fastify' {
  interface FastifyRequest {
    /** The configured origin this request was addressed to (never built from what the client sent). */
    publicOrigin: string;
  }
}

/** Probes come by the pod's or the machine's address; they do no work per name. */
const PROBE_PATHS = new Set(['/healthz', '/livez', '/readyz']);

/**
 * Refuses (421) every request whose Host names none of the configured origins, before anything else
 * runs: pages, remotes.json and links are built and cached per origin, so a made-up Host must never
 * reach them. Behind TRUST_PROXY the host is the proxy's X-Forwarded-Host; otherwise the Host header.
 */
export const hostGuardPlugin = fp<{ origins: PublicOrigins }>(
  async (app, { origins }) => {
    app.decorateRequest('publicOrigin', '');
    // The loopback names are ours on the port we really listen on too (tests and `PORT=0` runs).
    let listening: number[] | null = null;
    const listeningPorts = () => {
      if (listening) return listening;
      const address = app.server.address() as AddressInfo | string | null;
      if (address === null || typeof address === 'string') return [];
      return (listening = [address.port]);
    };
    app.addHook('onRequest', (request, _reply, done) => {
      const origin = origins.resolve(request.host, listeningPorts());
      if (origin !== undefined) {
        request.publicOrigin = origin;
        return done();
      }
      if (PROBE_PATHS.has(request.url.split('?', 1)[0] ?? '')) {
        request.publicOrigin = origins.primary;
        return done();
      }
      done(new AppError('host_not_served'));
    });
  },
  { name: 'gateway-host-guard' },
);
