import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createRedis, SYNC_INTERVAL_MS } from '@nomada/service-kit';
import { deleteRedisKeys, testRedisPrefix, testRedisUrl } from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import { startFakeServices, startRedisRelay, testConfig, type FakeServices } from './helpers';

let services: FakeServices;
beforeAll(async () => {
  services = await startFakeServices();
});
afterAll(async () => {
  await services.close();
});

async function withApps(
  envs: Record<string, string>[],
  run: (...apps: FastifyInstance[]) => Promise<void>,
) {
  const apps = await Promise.all(
    envs.map((env) => buildApp(testConfig({ ...services.env, ...env }))),
  );
  try {
    await run(...apps);
  } finally {
    await Promise.all(apps.map((app) => app.close()));
  }
}

const call = (app: FastifyInstance, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/functions/auth-login', remoteAddress, payload: {} });

/** Long enough for every instance to have sent its hits and read the totals back. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5 * SYNC_INTERVAL_MS));

const RATE_LIMITED = {
  error: 'Too many requests. Please try again later.',
  code: 'rate_limited',
};

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client exceeds the limit, and only on the API', async () => {
    await withApps([{ RATE_LIMIT_MAX: '3' }], async (app) => {
      for (let i = 0; i < 3; i++) expect((await call(app)).statusCode).toBe(200);
      const limited = await call(app);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(RATE_LIMITED);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect((await call(app, '10.0.0.2')).statusCode).toBe(200);
    });
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one', async () => {
    await withApps([{ RATE_LIMIT_MAX: '2' }], async (app) => {
      expect((await call(app, '2001:db8::1')).statusCode).toBe(200);
      expect((await call(app, '2001:db8::2:3')).statusCode).toBe(200);
      expect((await call(app, '2001:db8::ffff')).statusCode).toBe(429);
      expect((await call(app, '2001:db8:0:1::1')).statusCode).toBe(200);
      expect((await call(app, '10.0.0.5')).statusCode).toBe(200);
      expect((await call(app, '::ffff:10.0.0.5')).statusCode).toBe(200);
      expect((await call(app, '10.0.0.5')).statusCode).toBe(429);
    });
  });

  it('tells each counted answer where the client stands, and nothing to pages', async () => {
    await withApps([{ RATE_LIMIT_MAX: '5' }], async (app) => {
      const { headers } = await call(app);
      expect(headers['x-ratelimit-limit']).toBe('5');
      expect(headers['x-ratelimit-remaining']).toBe('4');
      expect(Number(headers['x-ratelimit-reset'])).toBeGreaterThan(0);
      const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(page.headers['x-ratelimit-limit']).toBeUndefined();
    });
  });

  it('counts calls to functions that do not exist, without reading their bodies', async () => {
    await withApps([{ RATE_LIMIT_MAX: '2' }], async (app) => {
      const probe = () =>
        app.inject({ method: 'POST', url: '/functions/drop-tables', payload: 'x'.repeat(4096) });
      expect((await probe()).statusCode).toBe(404);
      expect((await probe()).statusCode).toBe(404);
      expect((await probe()).statusCode).toBe(429);
    });
  });

  it('shares its counts between gateway instances through Redis', async () => {
    const prefix = testRedisPrefix();
    const shared = { RATE_LIMIT_MAX: '4', REDIS_PREFIX: prefix };
    try {
      await withApps([shared, shared, { RATE_LIMIT_MAX: '4' }], async (first, second, other) => {
        for (const app of [first, second, first, second])
          expect((await call(app)).statusCode).toBe(200);
        await settle();
        // Each has now seen the other's hits, except those sent after its own last sync: of one more
        // call to each, at most one gets in (on their own, both would: each counted only 2).
        const next = [(await call(first)).statusCode, (await call(second)).statusCode];
        expect(next.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
        await settle();
        expect((await call(first)).statusCode).toBe(429);
        expect((await call(second)).statusCode).toBe(429);
        // Another deployment (another prefix) counts on its own.
        expect((await call(other)).statusCode).toBe(200);
      });
    } finally {
      await deleteRedisKeys(prefix);
    }
  });

  it('sends the hits of several clients in one sync', async () => {
    const prefix = testRedisPrefix();
    const redis = createRedis(testRedisUrl());
    try {
      await withApps([{ RATE_LIMIT_MAX: '5', REDIS_PREFIX: prefix }], async (app) => {
        // Hits of three clients within one interval: one sync carries them all.
        for (const client of ['10.0.0.1', '10.0.0.2', '10.0.0.2', '10.0.0.3'])
          expect((await call(app, client)).statusCode).toBe(200);
        await settle();
        const counts = await redis.mget(
          ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map(
            (client) => `${prefix}:gateway:rate-limit:${client}`,
          ),
        );
        expect(counts).toEqual(['1', '2', '1']);
      });
    } finally {
      redis.disconnect();
      await deleteRedisKeys(prefix);
    }
  });

  it('keeps limiting, per instance and without waiting, when Redis is unreachable at boot', async () => {
    await withApps([{ RATE_LIMIT_MAX: '2', REDIS_URL: 'redis://127.0.0.1:1' }], async (app) => {
      for (let i = 0; i < 2; i++) {
        const started = performance.now();
        expect((await call(app)).statusCode).toBe(200);
        expect(performance.now() - started).toBeLessThan(500);
      }
      expect((await call(app)).json()).toEqual(RATE_LIMITED);
    });
  });

  it('keeps counting, without waiting for Redis, when Redis goes away mid-run', async () => {
    const relay = await startRedisRelay();
    try {
      await withApps([{ RATE_LIMIT_MAX: '3', REDIS_URL: relay.url }], async (app) => {
        expect((await call(app)).headers['x-ratelimit-remaining']).toBe('2');
        await settle();
        await relay.cut();
        const answers = [];
        for (let i = 0; i < 4; i++) {
          const started = performance.now();
          answers.push((await call(app)).statusCode);
          expect(performance.now() - started).toBeLessThan(500);
        }
        // The window that began with Redis goes on without it.
        expect(answers).toEqual([200, 200, 429, 429]);
      });
    } finally {
      await relay.close();
    }
  });

  it('never makes a request wait for a Redis that accepts connections and does not answer', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address() as AddressInfo;
    try {
      await withApps(
        [{ RATE_LIMIT_MAX: '2', REDIS_URL: `redis://127.0.0.1:${address.port}` }],
        async (app) => {
          const started = performance.now();
          const answers = [(await call(app)).statusCode, (await call(app)).statusCode];
          answers.push((await call(app)).statusCode);
          expect(answers).toEqual([200, 200, 429]);
          expect(performance.now() - started).toBeLessThan(500);
        },
      );
    } finally {
      silent.close();
    }
  });
});
