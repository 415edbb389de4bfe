import type { FastifyInstance } from 'fastify';

type Closable = { close(): Promise<unknown> };

/**
 * Listens, and on SIGTERM/SIGINT stops taking connections, lets requests in flight finish,
 * then closes the extra resources (workers, queues) before exiting.
 */
export async function runServer(
  app: FastifyInstance,
  { port, host, extras = [] }: { port: number; host: string; extras?: Closable[] },
): Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      for (const extra of extras) await extra.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port, host });
}

/** Fastify server options every service uses: bounded timeouts, no trust in foreign proxies. */
export const serverTimeouts = {
  connectionTimeout: 30_000,
  keepAliveTimeout: 72_000,
  requestTimeout: 120_000,
  bodyLimit: 1024 * 1024,
} as const;
