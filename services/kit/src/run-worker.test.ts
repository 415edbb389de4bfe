import { afterEach, describe, expect, it } from 'vitest';
import { testServerUrl } from './testing/databases';
import { runFixture, type FixtureProcess } from './testing/fixture-process';
import { testRedisUrl } from './testing/redis';

const running: FixtureProcess[] = [];
afterEach(() => {
  for (const fixture of running.splice(0)) fixture.kill();
});

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startWorker(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const fixture = runFixture('probe-worker', {
    HEALTH_PORT: String(port),
    DATABASE_URL: testServerUrl(),
    REDIS_URL: testRedisUrl(),
    ...env,
  });
  running.push(fixture);
  expect(await fixture.firstLine).toBe('started');
  return { fixture, base: `http://127.0.0.1:${port}` };
}

describe('runWorker probes', () => {
  it('answers /livez and /readyz on HEALTH_PORT, and exits 0 after its jobs close on SIGTERM', async () => {
    const { fixture, base } = await startWorker({ CLOSE_MS: '800' });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');

    fixture.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    const exit = await fixture.exited;
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeGreaterThanOrEqual(700);
  }, 30_000);

  it('serves its queues, dependencies and Node metrics on METRICS_PORT only', async () => {
    const metricsPort = await freePort();
    const { base } = await startWorker({ METRICS_PORT: String(metricsPort) });
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    expect(text).toContain(
      'nomada_queue_jobs{queue="fixture",state="waiting",process="probe-worker"} 3',
    );
    expect(text).toContain(
      'nomada_queue_jobs{queue="fixture",state="delayed",process="probe-worker"} 0',
    );
    expect(text).toContain('nomada_dependency_up{dependency="redis",process="probe-worker"} 1');
    expect(text).toContain('nodejs_eventloop_lag_seconds{process="probe-worker"}');
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  }, 30_000);

  it('is not ready while its database does not answer', async () => {
    const { base } = await startWorker({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ok: false, failed: ['database'] });
  }, 30_000);
});
