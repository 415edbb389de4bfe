import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import { UPSTREAM_SERVICES, type UpstreamService } from '../routing-table';

type ServiceState = 'ok' | 'unavailable';

async function probe(baseUrl: string, timeoutMs: number): Promise<ServiceState> {
  try {
    const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status === 200 ? 'ok' : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/** A service is up when every one of its instances answers (all of them, so a start waits for each). */
async function probeAll(instances: string[], timeoutMs: number): Promise<ServiceState> {
  const states = await Promise.all(instances.map((origin) => probe(origin, timeoutMs)));
  return states.every((state) => state === 'ok') ? 'ok' : 'unavailable';
}

/** `GET /healthz`: 200 only when every service behind the gateway answers its own health check. */
export async function healthRoutes(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    const states = await Promise.all(
      UPSTREAM_SERVICES.map(
        async (name) =>
          [name, await probeAll(config.services[name], config.healthTimeoutMs)] as const,
      ),
    );
    const services = Object.fromEntries(states) as Record<UpstreamService, ServiceState>;
    const failed = states.filter(([, state]) => state !== 'ok').map(([name]) => name);
    reply.header('cache-control', 'no-store');
    if (failed.length === 0) return { ok: true, services };
    return reply.status(503).send({ ok: false, services, failed });
  });
}
