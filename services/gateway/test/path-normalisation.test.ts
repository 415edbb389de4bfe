import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import {
  listen,
  rawRequest,
  startFakeServices,
  testConfig,
  type Echo,
  type FakeServices,
} from './helpers';

let services: FakeServices;
beforeAll(async () => {
  services = await startFakeServices();
});
afterAll(async () => {
  await services.close();
});

async function withListeningApp(
  env: Record<string, string>,
  run: (baseUrl: string, app: FastifyInstance) => Promise<void>,
) {
  const app = await buildApp(testConfig({ ...services.env, ...env }));
  try {
    await run(await listen(app), app);
  } finally {
    await app.close();
  }
}

describe('one spelling of every path', () => {
  it('counts every spelling of a call against the same limit and forwards the plain spelling', async () => {
    await withListeningApp({ RATE_LIMIT_MAX: '4' }, async (baseUrl) => {
      const spellings = [
        '/%66unctions/auth-session',
        '/functions/%61uth%2Dsession',
        '//functions//auth-session',
        '/functions/auth-session',
      ];
      for (const [index, path] of spellings.entries()) {
        const answer = await rawRequest(baseUrl, { method: 'POST', path });
        expect(answer.status, path).toBe(200);
        expect(JSON.parse(answer.body) as Echo, path).toMatchObject({
          service: 'identity',
          url: '/functions/auth-session',
        });
        expect(answer.headers['x-ratelimit-remaining'], path).toBe(String(3 - index));
      }
      const limited = await rawRequest(baseUrl, {
        method: 'POST',
        path: '/%66unctions/auth-session',
      });
      expect(limited.status).toBe(429);
      expect(JSON.parse(limited.body)).toEqual({
        error: 'Too many requests. Please try again later.',
        code: 'rate_limited',
      });
    });
  });

  it('refuses dot segments, escaped separators, NUL and broken escapes before routing', async () => {
    await withListeningApp({}, async (baseUrl) => {
      const paths = [
        '/functions/../internal/emails',
        '/functions/./auth-session',
        '/functions/%2e%2e/internal/emails',
        '/functions/.%2E/internal/emails',
        '/%2E%2e/internal/emails',
        '/auth/..%2f..%2finternal/emails',
        '/auth/%2e%2e%5cinternal',
        '/files/a%2Fb',
        '/files/a%5cb',
        '/functions\\..\\internal\\emails',
        '/files/abc%00.pdf',
        '/files/%zz',
        '/files/%C0%AE%C0%AE/secret',
        '/remotes/agent/%2e%2e/%2e%2e/etc/passwd',
      ];
      for (const path of paths) {
        for (const method of ['GET', 'POST', 'DELETE']) {
          const answer = await rawRequest(baseUrl, {
            method,
            path,
            headers: { accept: 'text/html' },
          });
          expect(answer.status, `${method} ${path}`).toBe(400);
          expect(JSON.parse(answer.body), `${method} ${path}`).toEqual({
            error: 'Invalid request path',
            code: 'path_refused',
          });
        }
      }
    });
  });
});
