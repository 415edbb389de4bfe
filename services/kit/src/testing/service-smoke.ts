import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CLIENT_HEADER, signClientAddress } from '../client-address';
import { createTestDatabase, type TestDatabase } from './databases';
import { testRedisPrefix, testRedisUrl } from './redis';

export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-hmac-keys-0123456789';
export const TEST_CLIENT_ADDRESS_KEY = 'test-client-address-key-that-is-long-enough-0123456789';

/** Headers of a request as the gateway forwards it for a client at `address` (decision 067). */
export const fromClient = (address: string): Record<string, string> => ({
  [CLIENT_HEADER]: signClientAddress(TEST_CLIENT_ADDRESS_KEY, address),
});

/** The environment a service's config loader gets in tests: its own database and Redis prefix. */
export function serviceTestEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: testRedisPrefix(),
    SESSION_SECRET: TEST_SESSION_SECRET,
    CLIENT_ADDRESS_KEY: TEST_CLIENT_ADDRESS_KEY,
    LOG_LEVEL: 'silent',
  };
}

/**
 * What every service answers before it has routes of its own: /healthz while its database answers,
 * and the error handler's JSON 404, built through the service's own config loader and buildApp.
 */
export function describeServiceBasics(
  name: string,
  {
    templateDatabase,
    build,
    unknownRoute,
  }: {
    templateDatabase: string;
    build: (env: Record<string, string>) => Promise<FastifyInstance>;
    unknownRoute: string;
  },
): void {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(templateDatabase);
    app = await build(serviceTestEnv(database.url));
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  describe(`${name} service`, () => {
    it('answers /healthz when its database answers', async () => {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    });

    it('is live, and ready while its database and Redis answer', async () => {
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ok: true });
    });

    it('answers unknown routes with the JSON 404 of the error handler', async () => {
      const response = await app.inject({ method: 'POST', url: unknownRoute });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    });
  });
}
