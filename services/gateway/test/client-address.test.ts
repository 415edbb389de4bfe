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

/** What the service is told about the client, for a request from `peer` carrying these headers. */
async function seenByService(
  app: FastifyInstance,
  peer: string,
  headers: Record<string, string>,
): Promise<{ status: number; forwardedFor?: string; proto?: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/functions/auth-session',
    remoteAddress: peer,
    headers,
    payload: {},
  });
  if (response.statusCode !== 200) return { status: response.statusCode };
  const echo = response.json<Echo>();
  return {
    status: 200,
    forwardedFor: echo.headers['x-forwarded-for'],
    proto: echo.headers['x-forwarded-proto'],
  };
}

describe('client address (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default, so a forged one neither names the client nor dodges the limit', async () => {
    await withApp({ RATE_LIMIT_MAX: '1' }, async (app) => {
      const first = await seenByService(app, '203.0.113.9', { 'x-forwarded-for': '6.6.6.6' });
      expect(first).toMatchObject({ status: 200, forwardedFor: '203.0.113.9' });
      const second = await seenByService(app, '203.0.113.9', { 'x-forwarded-for': '7.7.7.7' });
      expect(second.status).toBe(429);
    });
  });

  it('with one trusted hop, takes the address our proxy appended, not what the client wrote before it', async () => {
    await withApp({ TRUST_PROXY: '1' }, async (app) => {
      const seen = await seenByService(app, '10.0.0.1', {
        'x-forwarded-for': '6.6.6.6, 198.51.100.7',
        'x-forwarded-proto': 'https',
      });
      expect(seen).toMatchObject({ status: 200, forwardedFor: '198.51.100.7' });
    });
  });

  it('with proxy addresses, believes only those peers', async () => {
    await withApp({ TRUST_PROXY: '10.0.0.0/8, fd00::1' }, async (app) => {
      const viaProxy = await seenByService(app, '10.1.2.3', {
        'x-forwarded-for': '198.51.100.7',
        'x-forwarded-proto': 'https',
      });
      expect(viaProxy).toMatchObject({ status: 200, forwardedFor: '198.51.100.7' });
      const direct = await seenByService(app, '203.0.113.9', {
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-proto': 'https',
      });
      expect(direct).toMatchObject({ status: 200, forwardedFor: '203.0.113.9' });
      // A chain through our proxy still stops at the first address that is not ours.
      const chain = await seenByService(app, '10.1.2.3', {
        'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.9.9.9',
      });
      expect(chain.forwardedFor).toBe('198.51.100.7');
    });
  });
});
