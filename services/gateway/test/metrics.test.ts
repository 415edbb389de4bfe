import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, urlOf } from './helpers';

/** A service that records every path it is asked for and would answer its own /metrics. */
async function startRecordingService(seen: string[]): Promise<FastifyInstance> {
  const service = Fastify();
  service.addHook('onRequest', async (request) => {
    seen.push(request.url);
  });
  service.get('/metrics', async () => 'http_request_duration_seconds_count{route="/secret"} 1\n');
  service.all('/*', async () => ({ ok: true }));
  await service.listen({ port: 0, host: '127.0.0.1' });
  return service;
}

const seen: string[] = [];
let service: FastifyInstance;
let gateway: FastifyInstance;

beforeAll(async () => {
  service = await startRecordingService(seen);
  const url = urlOf(service);
  gateway = await buildApp(
    testConfig({ IDENTITY_URL: url, DOCUMENTS_URL: url, REVIEW_URL: url, MESSAGING_URL: url }),
  );
});

afterAll(async () => {
  await gateway.close();
  await service.close();
});

describe('metrics and the gateway (decision 074)', () => {
  it("never forwards a service's /metrics, however the path is spelled", async () => {
    const attempts = [
      { method: 'GET', url: '/metrics' },
      { method: 'GET', url: '/metrics', headers: { accept: 'text/plain' } },
      { method: 'GET', url: '/%6Detrics' },
      { method: 'GET', url: '//metrics' },
      { method: 'GET', url: '/functions/metrics' },
      { method: 'POST', url: '/functions/metrics' },
      { method: 'GET', url: '/functions/../metrics' },
      { method: 'GET', url: '/internal/metrics' },
      { method: 'GET', url: '/remotes/agent/../../metrics' },
    ] as const;
    for (const attempt of attempts) {
      const answer = await gateway.inject(attempt);
      expect(answer.body, `${attempt.method} ${attempt.url}`).not.toContain(
        'http_request_duration_seconds',
      );
    }
    expect(seen.filter((url) => url.includes('metrics'))).toEqual([]);
  });

  it('counts its own requests by route pattern in app.metrics, never by the URL sent', async () => {
    await gateway.inject({ method: 'GET', url: '/auth/some/where?x=1' });
    await gateway.inject({ method: 'GET', url: '/files/one/file.pdf' });
    await gateway.inject({ method: 'GET', url: '/files/two/other.pdf' });
    const text = await gateway.metrics.metrics();
    expect(text).toContain('route="/files/*",status_code="200"} 2');
    expect(text).toContain('route="/auth/*"');
    expect(text).not.toContain('one/file.pdf');
    expect(text).not.toContain('some/where');
  });
});
