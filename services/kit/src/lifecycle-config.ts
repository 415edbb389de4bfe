import { z } from 'zod';
import { loadConfig } from './config';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/**
 * How a service or worker process starts and stops, read by startService and runWorker beside the
 * service's own config. The defaults suit the local launcher; deploy/kubernetes sets them per
 * Deployment (its policy tests check the grace period against SHUTDOWN_TIMEOUT_MS).
 */
export const lifecycleConfigSchema = z.object({
  /** Off where a migration Job applies migrations before the new version starts (deploy/kubernetes). */
  MIGRATE_ON_START: flag.default(true),
  /**
   * The owner role's connection, which migrations use (`migrate.js`, MIGRATE_ON_START); unset, they
   * use DATABASE_URL. The process itself always runs on DATABASE_URL (decision 068).
   */
  MIGRATION_DATABASE_URL: z.string().min(1).optional(),
  /**
   * After SIGTERM, how long /readyz answers 503 while the server still serves, so a balancer that
   * polls it stops sending first. Kubernetes' preStop pause does this before SIGTERM: 0 there.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * Requests (or jobs) in progress may take this long to finish after SIGTERM, then the process exits
   * 1; unset, the runner's own default (a service 10 s, a worker its `graceMs`).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  /**
   * The port a service listens on instead of its usual PORT + offset: a second instance of it on
   * the same machine (`REPLICAS=2 npm start`, decision 045).
   */
  LISTEN_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** A worker's /livez and /readyz port (workers serve no HTTP otherwise); unset, none is opened. */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Where `GET /metrics` (Prometheus) answers, apart from the port the process serves on, so the
   * gateway never serves it to the internet (decision 074); unset, metrics are not served.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});
export type LifecycleConfig = z.infer<typeof lifecycleConfigSchema>;

export function loadLifecycleConfig(env: NodeJS.ProcessEnv = process.env): LifecycleConfig {
  return loadConfig(lifecycleConfigSchema, env);
}

/** Where this process applies its migrations: MIGRATION_DATABASE_URL when set, else its own database. */
export function migrationDatabaseUrl(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return loadLifecycleConfig(env).MIGRATION_DATABASE_URL ?? databaseUrl;
}
