import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import {
  authPlugin,
  createDb,
  createRedis,
  errorHandlerPlugin,
  healthPlugin,
  loggerOptions,
  serverTimeouts,
} from '@nomada/service-kit';
import type { IdentityConfig } from './config';
import type { Database } from './db/schema';
import type { IdentityDeps } from './deps';
import { createMessagingMailer, type Mailer } from './mail/mailer';
import { createPasswordHasher, type ScryptParams } from './security/passwords';
import { createThrottle } from './security/throttle';
import { createSessionManager } from './sessions/session-manager';
import { lenientJsonBodyPlugin } from './plugins/lenient-json-body';
import { identityRoutes } from './routes/index';

export type BuildOverrides = {
  /** Replaces the HTTP hand-off to messaging. */
  mailer?: Mailer;
  /** Tests lower the scrypt cost; production keeps the default. */
  scryptParams?: ScryptParams;
  logger?: FastifyServerOptions['logger'];
};

export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const RECOVER_LIMIT = 3;
export const RECOVER_WINDOW_SECONDS = 60 * 60;

export async function buildApp(
  config: IdentityConfig,
  overrides: BuildOverrides = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: overrides.logger ?? loggerOptions(config.LOG_LEVEL, 'identity'),
    ...serverTimeouts,
  });
  const db: Kysely<Database> = createDb<Database>(config.DATABASE_URL);
  const redis: Redis = createRedis(config.REDIS_URL);
  app.addHook('onClose', async () => {
    await db.destroy();
    redis.disconnect();
  });

  await app.register(errorHandlerPlugin);
  await app.register(lenientJsonBodyPlugin);
  await app.register(authPlugin, {
    sessionSecret: config.SESSION_SECRET,
    redis,
    redisPrefix: config.REDIS_PREFIX,
  });
  await app.register(healthPlugin, { db: db as unknown as Kysely<unknown> });

  const deps: IdentityDeps = {
    config,
    db,
    redis,
    mailer: overrides.mailer ?? createMessagingMailer(config.MESSAGING_URL, config.SESSION_SECRET),
    passwords: createPasswordHasher(overrides.scryptParams),
    sessions: createSessionManager({
      db,
      redis,
      redisPrefix: config.REDIS_PREFIX,
      jwt: app.jwt,
      log: app.log,
    }),
    loginThrottle: createThrottle({
      redis,
      prefix: config.REDIS_PREFIX,
      name: 'login-failures',
      limit: LOGIN_FAILURE_LIMIT,
      windowSeconds: LOGIN_FAILURE_WINDOW_SECONDS,
      message: 'Too many failed sign-in attempts. Please try again later.',
    }),
    recoverThrottle: createThrottle({
      redis,
      prefix: config.REDIS_PREFIX,
      name: 'recover',
      limit: RECOVER_LIMIT,
      windowSeconds: RECOVER_WINDOW_SECONDS,
      message: 'Too many password reset requests. Please try again later.',
    }),
    secureCookies: new URL(config.PUBLIC_URL).protocol === 'https:',
  };
  await app.register(identityRoutes, deps);
  return app;
}
