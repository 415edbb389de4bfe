import { pino, type Logger } from 'pino';
import type { Closable } from './start-service';
import { exitOnStartupFailure } from './start-service';
import { loggerOptions } from './logger';
import { watchParent } from './parent-watch';

type WorkerConfig = { LOG_LEVEL: string };

export type RunWorkerOptions<C extends WorkerConfig> = {
  name: string;
  loadConfig: () => C;
  migrate?: (config: C) => Promise<void>;
  /** Starts the queue workers, relays and timers; answers what to close, in that order, on shutdown. */
  start: (config: C, logger: Logger) => Promise<Closable[]>;
  /** How long jobs in progress may take to finish on shutdown. */
  graceMs?: number;
};

/**
 * `src/worker.ts` of a service with queues (BullMQ's production guide): started after the config
 * and migrations, closed in order on SIGTERM/SIGINT so jobs in progress finish or are retried.
 */
export async function runWorker<C extends WorkerConfig>(
  options: RunWorkerOptions<C>,
): Promise<void> {
  let logger: Logger;
  let closables: Closable[];
  try {
    const config = options.loadConfig();
    // loggerOptions is typed for Fastify; its value is a plain pino options object.
    logger = pino(loggerOptions(config.LOG_LEVEL, options.name) as pino.LoggerOptions);
    await options.migrate?.(config);
    closables = await options.start(config, logger);
    logger.info('worker started');
  } catch (error) {
    exitOnStartupFailure(options.name, error);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'worker shutting down');
    const timer = setTimeout(() => process.exit(1), options.graceMs ?? 15_000);
    timer.unref();
    try {
      for (const closable of closables) await closable.close();
      process.exit(0);
    } catch (error) {
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'worker shutdown failed',
      );
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  watchParent(() => void shutdown('parent exited'));
}
