import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { startFakeServices, testConfig, type Echo, type FakeServices } from './helpers';

let services: FakeServices;
beforeAll(async () => {
  services = await startFakeServices();
});
afterAll(async () => {
  await services.close();
});

async function withApp(env: Record<string, string>, run: (app: FastifyInstance) => Promise<void>) {
  const app = await buildApp(testConfig({ ...services.env, ...env }));
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const mailbox = (
  app: FastifyInstance,
  { url = '/dev/mailbox?to=a%40b.c', remoteAddress = '127.0.0.1', headers = {} } = {},
) => app.inject({ method: 'GET', url, remoteAddress, headers: { accept: '*/*', ...headers } });

const NOT_FOUND = { error: 'Not found', code: 'not_found' };

describe('development mailbox', () => {
  it('does not exist without DEV_MAILBOX=true, even for this machine', async () => {
    await withApp({ NODE_ENV: 'development' }, async (app) => {
      const response = await mailbox(app);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    });
  });

  it('with DEV_MAILBOX=true, is proxied to messaging for loopback clients', async () => {
    await withApp({ DEV_MAILBOX: 'true' }, async (app) => {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const list = await mailbox(app, { remoteAddress });
        expect(list.json<Echo>(), remoteAddress).toMatchObject({
          service: 'messaging',
          url: '/dev/mailbox?to=a%40b.c',
        });
      }
      const one = await mailbox(app, { url: '/dev/mailbox/0b7c0c5e' });
      expect(one.json<Echo>()).toMatchObject({
        service: 'messaging',
        url: '/dev/mailbox/0b7c0c5e',
      });
    });
  });

  it('is not found for any other client, including one a local proxy forwards', async () => {
    await withApp({ DEV_MAILBOX: 'true', TRUST_PROXY: 'loopback' }, async (app) => {
      const remote = await mailbox(app, { remoteAddress: '192.168.1.20' });
      expect(remote.statusCode).toBe(404);
      expect(remote.json()).toEqual(NOT_FOUND);
      const forwarded = await mailbox(app, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(forwarded.statusCode).toBe(404);
      expect(forwarded.body).not.toContain('"service"');
    });
  });
});
