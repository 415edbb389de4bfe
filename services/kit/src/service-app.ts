import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { authPlugin } from './auth';
import type { BaseConfig } from './config';
import { createDb } from './db';
import { emptyJsonBodyPlugin } from './empty-json-body';
import { errorHandlerPlugin } from './error-handler';
import { eventStreamsPlugin } from './event-streams';
import { healthPlugin } from './health';
import { lazyChildLogger, loggerOptions } from './logger';
import { clientAddressPlugin } from './client-address';
import { assertClientAddressKey } from './config';
import { registerDependencyChecks } from './metrics/backlog-metrics';
import { httpMetricsPlugin } from './metrics/http-metrics';
import { createMetricsRegistry } from './metrics/registry';
import { databaseCheck, probesPlugin, redisCheck } from './probes';
import { createRedis } from './redis';
import { routeRecorderPlugin } from './api-route';
import { serverTimeouts } from './server-timeouts';

/** Bodies of JSON calls are a few fields; routes that take more say so (API_ROUTES bodyLimit). */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

export type ServiceAppConfig = Pick<
  BaseConfig,
  'LOG_LEVEL' | 'REDIS_URL' | 'REDIS_PREFIX' | 'SESSION_SECRET' | 'PUBLIC_URL'
> & { DATABASE_URL?: string; NODE_ENV?: string; CLIENT_ADDRESS_KEY?: string | undefined };

type ServerOptions = {
  logger?: FastifyServerOptions['logger'];
  /**
   * Who may say who the client is (x-forwarded-for). Services are reached only through the gateway,
   * which runs beside them, so only loopback is trusted unless a deployment says otherwise.
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  bodyLimit?: number;
  timeouts?: Partial<Record<keyof typeof serverTimeouts, number>>;
  rewriteUrl?: FastifyServerOptions['rewriteUrl'];
};

export type ServiceAppOptions<DB> = ServerOptions & {
  /** The test's own database; otherwise a pool on DATABASE_URL is opened (and closed with the app). */
  db?: Kysely<DB>;
  dbPoolMax?: number;
  redis?: Redis;
};

/** The gateway: no database and no callers of its own to verify; it forwards them. */
export type FrontServiceOptions = ServerOptions & { database: false };

export type ServiceApp<DB> = { app: FastifyInstance; db: Kysely<DB>; redis: Redis };

/**
 * How every service's buildApp starts: logger and timeouts, the error handler with codes, the record
 * of served routes the contract tests read, event streams ended on close, request durations by route
 * in `app.metrics` (served on METRICS_PORT by startService), /livez and /readyz; then,
 * for services with data, their database and Redis (or the test's), empty JSON bodies accepted,
 * caller verification, /healthz, and readiness that asks the database and Redis. What it opened is
 * closed with it.
 */
export async function createServiceApp(
  name: string,
  config: Pick<BaseConfig, 'LOG_LEVEL'>,
  options: FrontServiceOptions,
): Promise<{ app: FastifyInstance }>;
export async function createServiceApp<DB>(
  name: string,
  config: ServiceAppConfig,
  options?: ServiceAppOptions<DB>,
): Promise<ServiceApp<DB>>;
export async function createServiceApp<DB>(
  name: string,
  config: ServiceAppConfig | Pick<BaseConfig, 'LOG_LEVEL'>,
  options: ServiceAppOptions<DB> | FrontServiceOptions = {},
): Promise<ServiceApp<DB> | { app: FastifyInstance }> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL, name),
    childLoggerFactory: lazyChildLogger,
    ...serverTimeouts,
    ...options.timeouts,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? 'loopback',
    // A request that still reaches a closing instance (on a kept-alive connection the caller was
    // already sending on) is served, not answered 503 unprocessed: the caller cannot tell that 503
    // from a real failure, and the drain waits for it anyway (decision 046).
    return503OnClosing: false,
    ...(options.rewriteUrl ? { rewriteUrl: options.rewriteUrl } : {}),
  });
  await app.register(routeRecorderPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(eventStreamsPlugin);
  await app.register(httpMetricsPlugin, { registry: createMetricsRegistry(name) });
  // The gateway's readiness is its own (draining or not): every gateway failing together because one
  // service is down would take the static pages down with the API (decision 041).
  if ('database' in options) {
    await app.register(probesPlugin, { checks: {} });
    return { app };
  }

  const service = config as ServiceAppConfig;
  if (!options.db && !service.DATABASE_URL) throw new Error(`${name}: DATABASE_URL is required`);
  const db = options.db ?? createDb<DB>(service.DATABASE_URL as string, { max: options.dbPoolMax });
  const redis = options.redis ?? createRedis(service.REDIS_URL);
  app.addHook('onClose', async () => {
    if (!options.redis) redis.disconnect();
    if (!options.db) await db.destroy();
  });
  await app.register(emptyJsonBodyPlugin);
  assertClientAddressKey(service.NODE_ENV, service.CLIENT_ADDRESS_KEY);
  await app.register(clientAddressPlugin, { key: service.CLIENT_ADDRESS_KEY });
  await app.register(authPlugin, {
    sessionSecret: service.SESSION_SECRET,
    redis,
    redisPrefix: service.REDIS_PREFIX,
    publicUrl: service.PUBLIC_URL,
  });
  await app.register(healthPlugin, { db: db as Kysely<unknown> });
  const checks = { database: databaseCheck(db as Kysely<unknown>), redis: redisCheck(redis) };
  await app.register(probesPlugin, { checks });
  registerDependencyChecks(app.metrics, checks);
  return { app, db, redis };
}
