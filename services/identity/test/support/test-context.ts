import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import { createDb, createRedis } from '@nomada/service-kit';
import {
  deleteRedisKeys,
  TEST_CLIENT_ADDRESS_KEY,
  TEST_SESSION_SECRET,
  testRedisPrefix,
  testRedisUrl,
  createTestDatabaseFromTemplate,
} from '@nomada/service-kit/testing';
import { buildApp, type BuildOverrides, type IdentityApp } from '../../src/app';
import { identityConfigSchema, type IdentityConfig } from '../../src/config';
import type { Database } from '../../src/db/schema';
import type { ScryptParams } from '../../src/security/passwords';
import { CookieJar } from './cookie-jar';
import { startMessagingStub, type MessagingStub } from './messaging-stub';

/** Cheap scrypt for tests; the stored format and code path are the production ones. */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

export type TestContext = {
  app: IdentityApp;
  config: IdentityConfig;
  db: Kysely<Database>;
  redis: Redis;
  databaseUrl: string;
  messaging: MessagingStub;
  /** POSTs JSON; with a jar, sends its cookies and keeps what the answer sets. */
  post(
    url: string,
    body?: unknown,
    jar?: CookieJar,
    extra?: Partial<InjectOptions>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** One database (from the migrated template), one Redis prefix and one messaging stub per test file. */
export async function createTestContext(
  env: Record<string, string> = {},
  overrides: BuildOverrides = {},
): Promise<TestContext> {
  const database = await createTestDatabaseFromTemplate();
  const messaging = await startMessagingStub();
  const redisPrefix = testRedisPrefix();
  const config = identityConfigSchema.parse({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: TEST_SESSION_SECRET,
    CLIENT_ADDRESS_KEY: TEST_CLIENT_ADDRESS_KEY,
    PUBLIC_URL: 'http://localhost:8080',
    MESSAGING_URL: messaging.url,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp(config, { scryptParams: TEST_SCRYPT, logger: false, ...overrides });
  await app.ready();
  const db = createDb<Database>(database.url, { max: 2 });
  const redis = createRedis(config.REDIS_URL);

  return {
    app,
    config,
    db,
    redis,
    databaseUrl: database.url,
    messaging,
    async post(url, body, jar, extra = {}) {
      const headers: Record<string, string> = {};
      if (jar?.header()) headers.cookie = jar.header();
      const response = await app.inject({
        method: 'POST',
        url,
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        ...extra,
        headers: { ...headers, ...(extra.headers ?? {}) },
      });
      jar?.update(response);
      return response;
    },
    async close() {
      await app.close();
      await messaging.close();
      await db.destroy();
      redis.disconnect();
      await deleteRedisKeys(redisPrefix);
      await database.drop();
    },
  };
}
