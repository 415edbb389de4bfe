import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readinessTracker } from './probes';
import { createServiceApp } from './service-app';
import { testServerUrl } from './testing/databases';
import { startPrivateRedis } from './testing/private-redis';
import { testRedisPrefix, testRedisUrl } from './testing/redis';
import { eventually } from './eventually';

const DEAD_PORT_PG = 'postgres://postgres@127.0.0.1:1/nothing';
const DEAD_PORT_REDIS = 'redis://127.0.0.1:1';

const apps: FastifyInstance[] = [];

async function serviceApp({
  databaseUrl = testServerUrl(),
  redisUrl = testRedisUrl(),
} = {}): Promise<FastifyInstance> {
  const { app } = await createServiceApp('probe-test', {
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: testRedisPrefix(),
    SESSION_SECRET: 'probe-test-secret-long-enough-for-the-hmac-keys',
    PUBLIC_URL: undefined,
  });
  apps.push(app);
  return app;
}

const get = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('service probes', () => {
  it('is live and ready while PostgreSQL and Redis answer, and never cached', async () => {
    const app = await serviceApp();
    expect(await get(app, '/livez')).toMatchObject({ status: 200, body: { ok: true } });
    const ready = await get(app, '/readyz');
    expect(ready).toMatchObject({ status: 200, body: { ok: true } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready once draining, and stays live', async () => {
    const app = await serviceApp();
    app.readiness.drain();
    expect(await get(app, '/readyz')).toMatchObject({
      status: 503,
      body: { ok: false, draining: true },
    });
    expect((await get(app, '/livez')).status).toBe(200);
  });

  it('is not ready while PostgreSQL has never answered, but live', async () => {
    const app = await serviceApp({ databaseUrl: DEAD_PORT_PG });
    expect(await get(app, '/readyz')).toMatchObject({
      status: 503,
      body: { ok: false, failed: ['database'] },
    });
    expect((await get(app, '/livez')).status).toBe(200);
  });

  it('is not ready while Redis has never answered, within the check time limit', async () => {
    const app = await serviceApp({ redisUrl: DEAD_PORT_REDIS });
    const started = Date.now();
    expect(await get(app, '/readyz')).toMatchObject({
      status: 503,
      body: { ok: false, failed: ['redis'] },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('readiness once a dependency has answered (decision 073)', () => {
  it('stays ready through a Redis outage, naming it degraded, and recovers without a restart', async () => {
    const redis = await startPrivateRedis();
    try {
      const app = await serviceApp({ redisUrl: redis.url });
      expect(await get(app, '/readyz')).toMatchObject({ status: 200, body: { ok: true } });
      await redis.stop();
      await eventually(async () => (await get(app, '/readyz')).body.degraded !== undefined);
      expect(await get(app, '/readyz')).toMatchObject({
        status: 200,
        body: { ok: true, degraded: ['redis'] },
      });
      await redis.start();
      await eventually(async () => (await get(app, '/readyz')).body.degraded === undefined);
      expect(await get(app, '/readyz')).toEqual(
        expect.objectContaining({ status: 200, body: { ok: true } }),
      );
    } finally {
      await redis.stop();
    }
  }, 60_000);

  it('keeps a dependency that never answered out of rotation, whatever the others do', async () => {
    let database = false;
    let redis = true;
    const readiness = readinessTracker({
      database: async () => {
        if (!database) throw new Error('refused');
      },
      redis: async () => {
        if (!redis) throw new Error('refused');
      },
    });
    expect(await readiness(false)).toEqual({
      status: 503,
      body: { ok: false, failed: ['database'] },
    });
    redis = false;
    // Redis answered at the first look: its outage now is shared by every pod, not this one's.
    expect(await readiness(false)).toEqual({
      status: 503,
      body: { ok: false, failed: ['database'] },
    });
    database = true;
    expect(await readiness(false)).toEqual({
      status: 200,
      body: { ok: true, degraded: ['redis'] },
    });
    database = false;
    expect(await readiness(false)).toEqual({
      status: 200,
      body: { ok: true, degraded: ['database', 'redis'] },
    });
    expect(await readiness(true)).toEqual({ status: 503, body: { ok: false, draining: true } });
  });
});

describe('gateway probes (no database)', () => {
  it('are ready until draining: the services behind it are not its readiness', async () => {
    const { app } = await createServiceApp('front', { LOG_LEVEL: 'silent' }, { database: false });
    apps.push(app);
    expect((await get(app, '/livez')).status).toBe(200);
    expect((await get(app, '/readyz')).status).toBe(200);
    app.readiness.drain();
    expect((await get(app, '/readyz')).status).toBe(503);
  });
});
