import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { collectGarbage, hostFloodFromWorker } from './host-flood';
import { listen, rawRequest, startFakeServices, testConfig, type FakeServices } from './helpers';

let services: FakeServices;
let app: FastifyInstance;
beforeAll(async () => {
  services = await startFakeServices();
  app = await buildApp(
    testConfig({
      ...services.env,
      PUBLIC_URL: 'https://nomada.example',
      EXTRA_PUBLIC_ORIGINS: 'https://staging.nomada.example',
    }),
  );
});
afterAll(async () => {
  await app.close();
  await services.close();
});

const page = (host: string, url = '/') =>
  app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

describe('hosts the gateway serves', () => {
  it('serves PUBLIC_URL and the extra origins, each with its own remotes', async () => {
    expect((await page('nomada.example')).statusCode).toBe(200);
    const remotes = await page('staging.nomada.example', '/remotes.json');
    expect(remotes.statusCode).toBe(200);
    expect(remotes.json().mf_agent).toBe(
      'https://staging.nomada.example/remotes/agent/mf-manifest.json',
    );
  });

  it('refuses any other Host with 421 and the API error body, whatever the path', async () => {
    for (const url of ['/', '/pricing', '/remotes.json', '/main.0123456789.js']) {
      const answer = await page('evil.invalid', url);
      expect(answer.statusCode).toBe(421);
      expect(answer.json()).toMatchObject({ code: 'host_not_served' });
    }
    const post = await app.inject({
      method: 'POST',
      url: '/functions/auth-login',
      headers: { host: 'evil.invalid', 'content-type': 'application/json' },
      payload: { email: 'a@b.c', password: 'x' },
    });
    expect(post.statusCode).toBe(421);
    expect(services.received.filter((seen) => seen.url === '/functions/auth-login')).toEqual([]);
  });

  it('never takes the host from X-Forwarded-Host without TRUST_PROXY', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/remotes.json',
      headers: { host: 'evil.invalid', 'x-forwarded-host': 'nomada.example' },
    });
    expect(answer.statusCode).toBe(421);
  });

  it('answers probes on any Host (they come by the pod address)', async () => {
    const health = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: '10.1.2.3' },
    });
    expect(health.statusCode).toBe(200);
  });

  it('tells services the configured origin, never what the client wrote', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/functions/auth-session',
      headers: { host: 'NOMADA.example:443', 'x-forwarded-proto': 'http' },
    });
    expect(answer.json().headers).toMatchObject({
      'x-forwarded-host': 'nomada.example',
      'x-forwarded-proto': 'https',
    });
  });

  it('accepts state-changing calls from configured origins only', async () => {
    const call = (origin: string) =>
      app.inject({
        method: 'POST',
        url: '/functions/auth-session',
        headers: { host: 'nomada.example', origin },
      });
    expect((await call('https://nomada.example')).statusCode).toBe(200);
    expect((await call('https://staging.nomada.example')).statusCode).toBe(200);
    expect((await call('http://nomada.example')).statusCode).toBe(403);
    expect((await call('https://evil.invalid')).statusCode).toBe(403);
  });
});

describe('a flood of made-up hosts', () => {
  let flooded: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    flooded = await buildApp(testConfig({ ...services.env, PUBLIC_URL: 'http://localhost:8080' }));
    baseUrl = await listen(flooded);
  });
  afterAll(async () => {
    await flooded?.close();
  });

  /** Memory this thread keeps once garbage is collected: what a flood leaves behind. */
  function kept(): { rss: number; heap: number } {
    collectGarbage();
    const { rss, heapUsed } = process.memoryUsage();
    return { rss, heap: heapUsed };
  }

  it('refuses 20,000 unique hosts and keeps nothing of them (RSS < 20 MB, heap < 2 MB)', async () => {
    // The first thousands warm up the JIT and the heap: they are not memory kept per host.
    await hostFloodFromWorker(baseUrl, 0, 5_000);
    const before = kept();
    const statuses = await hostFloodFromWorker(baseUrl, 5_000, 20_000);
    const after = kept();
    expect(statuses).toEqual({ 421: 20_000 });
    expect(after.rss - before.rss).toBeLessThan(20 * 1024 * 1024);
    expect(after.heap - before.heap).toBeLessThan(2 * 1024 * 1024);
    const own = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(own.status).toBe(200);
  }, 180_000);
});

describe('hosts on a loopback PUBLIC_URL', () => {
  let local: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    local = await buildApp(testConfig({ ...services.env, PUBLIC_URL: 'http://localhost:8080' }));
    baseUrl = await listen(local);
  });
  afterAll(async () => {
    await local.close();
  });

  it('serves localhost, 127.0.0.1 and [::1] on the port it listens on, with links on that name', async () => {
    const port = new URL(baseUrl).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const answer = await rawRequest(baseUrl, { path: '/remotes.json', headers: { host } });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).mf_marketing).toBe(
        `http://${host}/remotes/marketing/mf-manifest.json`,
      );
    }
    const other = await rawRequest(baseUrl, {
      path: '/remotes.json',
      headers: { host: '127.0.0.1:1' },
    });
    expect(other.status).toBe(421);
  });
});
