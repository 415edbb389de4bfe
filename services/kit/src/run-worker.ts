import { pino, type Logger } from 'pino';
import { createDb } from './db';
import { loadLifecycleConfig } from './lifecycle-config';
import { loggerOptions } from './logger';
import { registerDependencyChecks } from './metrics/backlog-metrics';
import { startMetricsServer } from './metrics/metrics-server';
import { collectProcessMetrics, createMetricsRegistry, type Registry } from './metrics/registry';
import { databaseCheck, redisCheck, type ReadinessCheck } from './probes';
import { createRedis } from './redis';
import {
  exitOnStartupFailure,
  onShutdownSignal,
  prepareStart,
  startupLogger,
  type Closable,
} from './start-service';
import { startWorkerProbes, type WorkerProbes } from './worker-probes';

type WorkerConfig = { LOG_LEVEL: string; HOST: string };

export type RunWorkerOptions<C extends WorkerConfig> = {
  name: string;
  loadConfig: () => C;
  migrate?: (config: C) => Promise<void>;
  /** The worker's PostgreSQL and Redis: /readyz asks them, and Redis must be `noeviction`. */
  dependencies?: (config: C) => { databaseUrl: string; redisUrl: string };
  /**
   * Starts the queue workers, relays and timers; answers what to close, in that order, on shutdown.
   * Its queues' depth and outboxes' backlog go into `metrics` (served on METRICS_PORT).
   */
  start: (config: C, logger: Logger, metrics: Registry) => Promise<Closable[]>;
  /** How long jobs in progress may take to finish on shutdown (SHUTDOWN_TIMEOUT_MS overrides it). */
  graceMs?: number;
};

/** The probes' and metrics' own connections, opened only when HEALTH_PORT or METRICS_PORT asks. */
function dependencyChecks(urls: { databaseUrl: string; redisUrl: string } | undefined): {
  checks: Record<string, ReadinessCheck>;
  closables: Closable[];
} {
  if (!urls) return { checks: {}, closables: [] };
  const db = createDb<unknown>(urls.databaseUrl, { max: 1 });
  const redis = createRedis(urls.redisUrl);
  return {
    checks: { database: databaseCheck(db), redis: redisCheck(redis) },
    closables: [{ close: () => db.destroy() }, { close: () => redis.disconnect() }],
  };
}

/**
 * `src/worker.ts` of a service with queues (BullMQ's production guide): started after the config,
 * the Redis eviction check and the migrations, closed in order on SIGTERM/SIGINT so jobs in progress
 * finish or are retried. With HEALTH_PORT it answers /livez and /readyz there (Kubernetes probes).
 */
export async function runWorker<C extends WorkerConfig>(
  options: RunWorkerOptions<C>,
): Promise<void> {
  let probes: WorkerProbes | undefined;
  let probeConnections: Closable[] = [];
  const started = async () => {
    const lifecycle = loadLifecycleConfig();
    const config = options.loadConfig();
    // loggerOptions is typed for Fastify; its value is a plain pino options object.
    const logger = pino(loggerOptions(config.LOG_LEVEL, options.name) as pino.LoggerOptions);
    const { dependencies } = options;
    const redisUrl = dependencies ? (c: C) => dependencies(c).redisUrl : undefined;
    await prepareStart(config, { migrate: options.migrate, redisUrl }, lifecycle, () =>
      startupLogger(options.name),
    );
    const metrics = createMetricsRegistry(options.name);
    const served = lifecycle.HEALTH_PORT !== undefined || lifecycle.METRICS_PORT !== undefined;
    const { checks, closables: connections } = dependencyChecks(
      served ? options.dependencies?.(config) : undefined,
    );
    probeConnections = connections;
    if (lifecycle.HEALTH_PORT !== undefined)
      probes = await startWorkerProbes({ port: lifecycle.HEALTH_PORT, host: config.HOST, checks });
    if (lifecycle.METRICS_PORT !== undefined) {
      registerDependencyChecks(metrics, checks);
      collectProcessMetrics(metrics);
      const server = await startMetricsServer({
        port: lifecycle.METRICS_PORT,
        host: config.HOST,
        registry: metrics,
      });
      probeConnections = [server, ...probeConnections];
    }
    const closables = await options.start(config, logger, metrics);
    logger.info('worker started');
    return { logger, lifecycle, closables };
  };
  let running: Awaited<ReturnType<typeof started>>;
  try {
    running = await started();
  } catch (error) {
    await probes?.close();
    for (const closable of probeConnections) await closable.close();
    exitOnStartupFailure(options.name, error);
  }

  const { logger, lifecycle, closables } = running;
  onShutdownSignal(
    async (signal) => {
      logger.info({ signal }, 'worker shutting down');
      probes?.drain();
      for (const closable of closables) await closable.close();
      await probes?.close();
      for (const closable of probeConnections) await closable.close();
    },
    { timeoutMs: lifecycle.SHUTDOWN_TIMEOUT_MS ?? options.graceMs ?? 15_000, log: logger },
  );
}
