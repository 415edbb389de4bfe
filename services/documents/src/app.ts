import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  authPlugin,
  createDb,
  createRedis,
  errorHandlerPlugin,
  healthPlugin,
  loggerOptions,
  serverTimeouts,
} from '@nomada/service-kit';
import type { DocumentsConfig } from './config';
import type { DocumentsDatabase } from './db/schema';

export type AppOverrides = {
  db?: Kysely<DocumentsDatabase>;
  redis?: ReturnType<typeof createRedis>;
};

/** The documents service: checklist, uploads and downloads (routes arrive with their issues). */
export async function buildApp(
  config: DocumentsConfig,
  overrides: AppOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(config.LOG_LEVEL, 'documents'), ...serverTimeouts });
  const db = overrides.db ?? createDb<DocumentsDatabase>(config.DATABASE_URL);
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
  return app;
}
