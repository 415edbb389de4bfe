import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './helpers';

describe('gateway probes', () => {
  it('is ready while every service is unreachable (its readiness is its own), until it drains', async () => {
    const app = await buildApp(
      testConfig({
        IDENTITY_URL: 'http://127.0.0.1:1',
        DOCUMENTS_URL: 'http://127.0.0.1:1',
        REVIEW_URL: 'http://127.0.0.1:1',
        MESSAGING_URL: 'http://127.0.0.1:1',
      }),
    );
    try {
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // /healthz still names what is down, for the launcher and for people.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);

      app.readiness.drain();
      const draining = await app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ ok: false, draining: true });
      expect(draining.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });
});
