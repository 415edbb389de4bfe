import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { FUNCTION_OWNERS, UPSTREAM_SERVICES } from '../src/routing-table';
import { startFakeServices, testConfig, type Echo, type FakeServices } from './helpers';

let services: FakeServices;
let app: FastifyInstance;

beforeAll(async () => {
  services = await startFakeServices();
  app = await buildApp(testConfig(services.env));
});
afterAll(async () => {
  await app.close();
  await services.close();
});

describe('API proxy', () => {
  it('sends every function to the service that owns it, path unchanged', async () => {
    for (const service of UPSTREAM_SERVICES) {
      for (const name of FUNCTION_OWNERS[service]) {
        const response = await app.inject({
          method: 'POST',
          url: `/functions/${name}?x=1`,
          payload: { a: 1 },
        });
        expect(response.statusCode, name).toBe(200);
        const echo = response.json<Echo>();
        expect(echo).toMatchObject({ service, method: 'POST', url: `/functions/${name}?x=1` });
      }
    }
  });

  it('sends /auth/* to identity and signed downloads to documents', async () => {
    const recover = await app.inject({
      method: 'POST',
      url: '/auth/recover',
      payload: { email: 'a@b.c' },
    });
    expect(recover.json<Echo>()).toMatchObject({ service: 'identity', url: '/auth/recover' });
    const download = await app.inject({ method: 'GET', url: '/files/abc?token=t' });
    expect(download.json<Echo>()).toMatchObject({
      service: 'documents',
      url: '/files/abc?token=t',
    });
  });

  it('answers 404 for unknown functions without asking any service', async () => {
    for (const url of ['/functions/drop-tables', '/functions/auth-login/extra', '/functions/']) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('never exposes internal endpoints', async () => {
    for (const url of [
      '/internal/emails',
      '/internal',
      '/functions/../internal/emails',
      '/auth/..%2f..%2finternal/emails',
    ]) {
      const response = await app.inject({ method: 'POST', url, payload: {} });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('"service"');
    }
  });

  it('strips the internal-call header and sets forwarding headers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/functions/auth-session',
      headers: {
        'x-nomada-internal': 'forged',
        'x-forwarded-for': '6.6.6.6',
        cookie: 'nomada_at=abc',
      },
      payload: {},
    });
    const { headers } = response.json<Echo>();
    expect(headers['x-nomada-internal']).toBeUndefined();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.cookie).toBe('nomada_at=abc');
  });

  it('streams a 10 MB multipart upload through and refuses bodies over the limit', async () => {
    const body = Buffer.alloc(10 * 1024 * 1024, 1);
    const ok = await app.inject({
      method: 'POST',
      url: '/functions/auth-upload-document',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: body,
    });
    expect(ok.json<Echo>()).toMatchObject({ service: 'documents', bytes: body.length });
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/functions/auth-upload-document',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(12 * 1024 * 1024, 1),
    });
    expect(tooLarge.statusCode).toBe(413);
  });

  it('serves the dev mailbox, except in production', async () => {
    const response = await app.inject({ method: 'GET', url: '/dev/mailbox?to=a%40b.c' });
    expect(response.json<Echo>()).toMatchObject({
      service: 'messaging',
      url: '/dev/mailbox?to=a%40b.c',
    });
    const production = await buildApp(testConfig({ ...services.env, NODE_ENV: 'production' }));
    expect(
      (await production.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: '*/*' } }))
        .statusCode,
    ).toBe(404);
    await production.close();
  });

  it('answers 503 when a service is down', async () => {
    const down = await buildApp(testConfig({ ...services.env, REVIEW_URL: 'http://127.0.0.1:1' }));
    // Without a body: inject rejects when the proxy destroys a request stream it could not deliver.
    const response = await down.inject({ method: 'POST', url: '/functions/agent-actions' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Service temporarily unavailable. Please try again.',
    });
    await down.close();
  });
});
