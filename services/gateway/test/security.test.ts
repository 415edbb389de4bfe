import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { startFakeServices, testConfig, type FakeServices } from './helpers';

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

const post = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/functions/auth-login',
    headers,
    payload: { email: 'a@b.c' },
  });

describe('origin check', () => {
  it('refuses a state-changing request from a foreign origin', async () => {
    await withApp({ PUBLIC_URL: 'https://nomada.example' }, async (app) => {
      const response = await post(app, { host: 'nomada.example', origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Cross-origin request refused',
        code: 'cross_origin_refused',
      });
      const del = await app.inject({
        method: 'DELETE',
        url: '/auth/x',
        headers: { host: 'nomada.example', origin: 'null' },
      });
      expect(del.statusCode).toBe(403);
    });
  });

  it('lets the own origin and requests without Origin through', async () => {
    await withApp({ PUBLIC_URL: 'https://nomada.example/app' }, async (app) => {
      const host = 'nomada.example';
      expect((await post(app, { host, origin: 'https://nomada.example' })).statusCode).toBe(200);
      expect((await post(app, { host })).statusCode).toBe(200);
    });
  });

  it('also accepts the origin the request was addressed to', async () => {
    await withApp({ PUBLIC_URL: 'http://localhost:8080' }, async (app) => {
      expect(
        (await post(app, { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' })).statusCode,
      ).toBe(200);
      expect(
        (await post(app, { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8081' })).statusCode,
      ).toBe(403);
    });
  });

  it('without PUBLIC_URL, is localhost on PORT', async () => {
    await withApp({ PUBLIC_URL: '', PORT: '9000' }, async (app) => {
      expect(
        (await post(app, { host: 'localhost:9000', origin: 'http://localhost:9000' })).statusCode,
      ).toBe(200);
      expect(
        (await post(app, { host: 'localhost:9000', origin: 'http://localhost:9001' })).statusCode,
      ).toBe(403);
      expect((await post(app, { host: 'localhost:9001' })).statusCode).toBe(421);
    });
  });
});

describe('security headers', () => {
  it('sets a CSP without unsafe-eval that lists the configured remote origins', async () => {
    await withApp(
      {
        PUBLIC_URL: 'http://localhost:8080',
        REMOTE_MF_AGENT_URL: 'https://agent.cdn.example/v2/mf-manifest.json',
      },
      async (app) => {
        const response = await app.inject({
          method: 'GET',
          url: '/remotes.json',
          headers: { host: 'localhost:8080' },
        });
        const csp = String(response.headers['content-security-policy']);
        expect(csp).not.toContain('unsafe-eval');
        expect(csp).toMatch(/script-src 'self' https:\/\/agent\.cdn\.example(;|$)/);
        expect(csp).toMatch(/connect-src 'self' https:\/\/agent\.cdn\.example(;|$)/);
        for (const directive of [
          "default-src 'self'",
          "object-src 'none'",
          "frame-ancestors 'none'",
          "img-src 'self' data: blob:",
          "frame-src 'self' blob:",
        ]) {
          expect(csp).toContain(directive);
        }
        expect(csp).not.toContain('upgrade-insecure-requests');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(response.headers['referrer-policy']).toBeDefined();
        expect(response.headers['strict-transport-security']).toBeUndefined();
      },
    );
  });

  it('adds the origins releases are served from, and HSTS over https', async () => {
    await withApp(
      {
        PUBLIC_URL: 'https://nomada.example',
        REMOTE_ORIGINS: 'https://preview.example',
      },
      async (app) => {
        const response = await app.inject({
          method: 'GET',
          url: '/shell-config.json',
          headers: { host: 'nomada.example' },
        });
        expect(String(response.headers['content-security-policy'])).toContain(
          "script-src 'self' https://preview.example",
        );
        expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      },
    );
  });
});

describe('permissions policy', () => {
  it('denies powerful features the product never uses, on pages and API answers alike', async () => {
    await withApp({}, async (app) => {
      const answers = [
        await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
        await post(app, {}),
        await app.inject({ method: 'GET', url: '/missing.js' }),
      ];
      for (const answer of answers) {
        const policy = String(answer.headers['permissions-policy']);
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial'])
          expect(policy).toContain(`${feature}=()`);
        // The explainer video's own controls.
        expect(policy).toContain('fullscreen=(self)');
        expect(policy).toContain('picture-in-picture=(self)');
      }
    });
  });
});
