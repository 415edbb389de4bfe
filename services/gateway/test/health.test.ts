import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { startFakeServices, testConfig } from './helpers';

describe('GET /healthz', () => {
  it('is 200 when every service is healthy', async () => {
    const services = await startFakeServices();
    const app = await buildApp(testConfig(services.env));
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      services: { identity: 'ok', documents: 'ok', review: 'ok', messaging: 'ok' },
    });
    await app.close();
    await services.close();
  });

  it('is 503 naming the failing services, unhealthy or unreachable', async () => {
    const services = await startFakeServices(['review']);
    const app = await buildApp(
      testConfig({ ...services.env, MESSAGING_URL: 'http://127.0.0.1:1' }),
    );
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ok: false, failed: ['review', 'messaging'] });
    await app.close();
    await services.close();
  });
});
