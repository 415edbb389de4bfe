import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { authPlugin } from './auth';
import type { BaseConfig } from './config';
import { createDb } from './db';
import { errorHandlerPlugin } from './error-handler';
import { healthPlugin } from './health';
import { loggerOptions } from './logger';
import { createRedis } from './redis';
import { serverTimeouts } from './run-server';

export type ServiceAppOverrides<DB> = { db?: Kysely<DB>; redis?: Redis };

type ServiceAppConfig = Pick<
  BaseConfig,
  'LOG_LEVEL' | 'DATABASE_URL' | 'REDIS_URL' | 'REDIS_PREFIX' | 'SESSION_SECRET'
>;

/**
 * The part every service's buildApp starts with: logger and timeouts, its database and Redis (or the
 * test's), the error handler, caller verification and /healthz; what it opened is closed with it.
 */
export async function createServiceApp<DB>(
  name: string,
  config: ServiceAppConfig,
  overrides: ServiceAppOverrides<DB> = {},
): Promise<{ app: FastifyInstance; db: Kysely<DB>; redis: Redis }> {
  const app = Fastify({ logger: loggerOptions(config.LOG_LEVEL, name), ...serverTimeouts });
  const db = overrides.db ?? createDb<DB>(config.DATABASE_URL);
  const redis = overrides.redis ?? createRedis(config.REDIS_URL);
  app.addHook('onClose', async () => {
    if (!overrides.redis) redis.disconnect();
    if (!overrides.db) await db.destroy();
  });
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, {
    sessionSecret: config.SESSION_SECRET,
    redis,
    redisPrefix: config.REDIS_PREFIX,
  });
  await app.register(healthPlugin, { db: db as Kysely<unknown> });
  return { app, db, redis };
}
