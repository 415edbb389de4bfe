import type { FastifyInstance } from 'fastify';
import { ConfigError } from './config';
import { watchParent } from './parent-watch';

export type Closable = { close(): Promise<unknown> | unknown };

type ServiceConfig = { HOST: string };

export type StartServiceOptions<C extends ServiceConfig> = {
  name: string;
  loadConfig: () => C;
  /** Applies the service's migrations before it takes traffic. */
  migrate?: (config: C) => Promise<void>;
  build: (config: C) => Promise<FastifyInstance>;
  port: (config: C) => number;
  /** Started after listen (relays, timers) and closed after the app on shutdown. */
  background?: (app: FastifyInstance, config: C) => Closable[];
};

/** Exits with a readable message for bad configuration, and the stack for anything else. */
export function exitOnStartupFailure(name: string, error: unknown): never {
  const text =
    error instanceof ConfigError
      ? error.message
      : error instanceof Error
        ? error.stack
        : String(error);
  process.stderr.write(`${name} could not start: ${text}\n`);
  process.exit(1);
}

/**
 * `src/server.ts` of every service: config (validated), migrations, build, listen; on SIGTERM/SIGINT
 * stop taking connections, let requests in flight finish, close the background work, then exit.
 */
export async function startService<C extends ServiceConfig>(
  options: StartServiceOptions<C>,
): Promise<void> {
  let app: FastifyInstance;
  let background: Closable[] = [];
  try {
    const config = options.loadConfig();
    await options.migrate?.(config);
    app = await options.build(config);
    await app.listen({ port: options.port(config), host: config.HOST });
    background = options.background?.(app, config) ?? [];
  } catch (error) {
    exitOnStartupFailure(options.name, error);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      for (const closable of background) await closable.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  watchParent(() => void shutdown('parent exited'));
}
