import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import { ConfigError } from './config';
import { loadLifecycleConfig, type LifecycleConfig } from './lifecycle-config';
import { loggerOptions } from './logger';
import { startMetricsServer } from './metrics/metrics-server';
import { collectProcessMetrics } from './metrics/registry';
import { watchParent } from './parent-watch';
import { checkRedisEvictionPolicy } from './redis-eviction';

export type Closable = { close(): Promise<unknown> | unknown };

type ServiceConfig = { HOST: string };

/** A service's own default; deployments set SHUTDOWN_TIMEOUT_MS to their longest request. */
const SERVICE_SHUTDOWN_TIMEOUT_MS = 10_000;

export type StartServiceOptions<C extends ServiceConfig> = {
  name: string;
  loadConfig: () => C;
  /** Applies the service's migrations before it takes traffic (unless MIGRATE_ON_START=false). */
  migrate?: (config: C) => Promise<void>;
  /** The Redis whose eviction policy must be `noeviction` (services with queues or revocations). */
  redisUrl?: (config: C) => string;
  build: (config: C) => Promise<FastifyInstance>;
  /** Its usual port; LISTEN_PORT overrides it for another instance on the same machine. */
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
 * What startService and runWorker do before the process's own work: the lifecycle settings, the
 * Redis eviction check, and the migrations where this process applies them.
 */
export async function prepareStart<C>(
  config: C,
  {
    migrate,
    redisUrl,
  }: { migrate?: (config: C) => Promise<void>; redisUrl?: (config: C) => string },
  lifecycle: LifecycleConfig,
  log: () => Pick<Logger, 'warn'>,
): Promise<void> {
  if (redisUrl && (await checkRedisEvictionPolicy(redisUrl(config))) === 'unreachable')
    log().warn('Redis did not answer at start: its eviction policy was not checked');
  if (migrate && lifecycle.MIGRATE_ON_START) await migrate(config);
}

/**
 * Runs `close` once on SIGTERM/SIGINT (or when the launcher that started this process is gone),
 * exiting 0 when it finishes and 1 when it fails or outlasts `timeoutMs`.
 */
export function onShutdownSignal(
  close: (signal: string) => Promise<void>,
  { timeoutMs, log }: { timeoutMs: number; log: Pick<Logger, 'error'> },
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => {
      log.error({ signal, timeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      await close(signal);
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  watchParent(() => void shutdown('parent exited'));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Before the app's own logger exists: the same JSON lines, from a logger of the process's name. */
export const startupLogger = (name: string): Logger =>
  pino(loggerOptions('info', name) as pino.LoggerOptions);

/** With METRICS_PORT, the app's metrics and Node's own on that port, closed after the app. */
async function serveMetrics(app: FastifyInstance, port: number | undefined, host: string) {
  if (port === undefined) return null;
  collectProcessMetrics(app.metrics);
  return startMetricsServer({ port, host, registry: app.metrics });
}

/**
 * `src/server.ts` of every service: config (validated), Redis eviction check, migrations, build,
 * listen. On SIGTERM/SIGINT: /readyz turns 503 (for DRAIN_DELAY_MS the server still serves), then the
 * server stops taking connections, open event streams end (preClose), requests in flight finish,
 * the background work closes, and the process exits 0 (1 past SHUTDOWN_TIMEOUT_MS).
 */
export async function startService<C extends ServiceConfig>(
  options: StartServiceOptions<C>,
): Promise<void> {
  let built: FastifyInstance | undefined;
  const started = async () => {
    const lifecycle = loadLifecycleConfig();
    const config = options.loadConfig();
    await prepareStart(config, options, lifecycle, () => startupLogger(options.name));
    built = await options.build(config);
    await built.listen({ port: lifecycle.LISTEN_PORT ?? options.port(config), host: config.HOST });
    const metrics = await serveMetrics(built, lifecycle.METRICS_PORT, config.HOST);
    const background = options.background?.(built, config) ?? [];
    return { app: built, lifecycle, background: metrics ? [...background, metrics] : background };
  };
  let running: Awaited<ReturnType<typeof started>>;
  try {
    running = await started();
  } catch (error) {
    await built?.close().catch(() => undefined);
    exitOnStartupFailure(options.name, error);
  }

  const { app, lifecycle, background } = running;
  onShutdownSignal(
    async (signal) => {
      app.log.info({ signal }, 'shutting down');
      app.readiness.drain();
      if (lifecycle.DRAIN_DELAY_MS > 0) await pause(lifecycle.DRAIN_DELAY_MS);
      await app.close();
      for (const closable of background) await closable.close();
    },
    { timeoutMs: lifecycle.SHUTDOWN_TIMEOUT_MS ?? SERVICE_SHUTDOWN_TIMEOUT_MS, log: app.log },
  );
}
