import { get, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeRedisInfo } from './testing/fake-redis-info';
import { runFixture, type FixtureProcess } from './testing/fixture-process';

const running: FixtureProcess[] = [];
afterEach(() => {
  for (const fixture of running.splice(0)) fixture.kill();
});

async function startDrainService(env: NodeJS.ProcessEnv = {}) {
  const fixture = runFixture('drain-service', env);
  running.push(fixture);
  const port = Number(await fixture.firstLine);
  return { fixture, base: `http://127.0.0.1:${port}` };
}

/** A response whose body is read as it comes; `ended` settles when the server finishes it. */
function open(
  url: string,
): Promise<{ response: IncomingMessage; body: () => string; ended: Promise<boolean> }> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      const ended = new Promise<boolean>((done) => {
        response.once('end', () => done(true));
        response.once('error', () => done(false));
        response.once('aborted', () => done(false));
      });
      resolve({ response, body: () => body, ended });
    }).once('error', reject);
  });
}

const until = async (condition: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

describe('startService shutdown', () => {
  it('on SIGTERM turns unready, finishes requests in flight, ends event streams and exits 0', async () => {
    const { fixture, base } = await startDrainService({ DRAIN_DELAY_MS: '600', SLOW_MS: '1500' });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const stream = await open(`${base}/stream`);
    await until(() => stream.body().includes('hello'));
    const slow = fetch(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    fixture.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const duringDrain = await fetch(`${base}/readyz`);
    expect(duringDrain.status).toBe(503);
    expect(await duringDrain.json()).toEqual({ ok: false, draining: true });

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    // Ended cleanly (not cut), so the browser's EventSource reconnects elsewhere.
    expect(await stream.ended).toBe(true);
    const exit = await fixture.exited;
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeLessThan(8_000);
  }, 30_000);

  it('exits 1 when a request outlasts SHUTDOWN_TIMEOUT_MS', async () => {
    const { fixture, base } = await startDrainService({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const hanging = fetch(`${base}/hang`).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    fixture.child.kill('SIGTERM');
    const exit = await fixture.exited;
    expect(exit.code).toBe(1);
    expect(exit.ms).toBeGreaterThanOrEqual(900);
    expect(exit.ms).toBeLessThan(8_000);
    await hanging;
  }, 30_000);

  it('refuses to start on a Redis that evicts keys, naming the fix', async () => {
    const fake = await startFakeRedisInfo('allkeys-lru');
    try {
      const fixture = runFixture('drain-service', { REDIS_URL: fake.url });
      running.push(fixture);
      expect((await fixture.exited).code).toBe(1);
      expect(fixture.stderr()).toMatch(/drain-test could not start: .*allkeys-lru/);
      expect(fixture.stderr()).toMatch(/maxmemory-policy noeviction/);
    } finally {
      await fake.close();
    }
  }, 30_000);

  it('refuses a bad lifecycle setting with a readable message', async () => {
    const fixture = runFixture('drain-service', { SHUTDOWN_TIMEOUT_MS: 'soon' });
    running.push(fixture);
    expect((await fixture.exited).code).toBe(1);
    expect(fixture.stderr()).toMatch(/SHUTDOWN_TIMEOUT_MS/);
  }, 30_000);
});

describe('startService metrics (decision 074)', () => {
  it('serves request durations by route pattern on METRICS_PORT, never on the service port', async () => {
    const { createServer } = await import('node:net');
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const metricsPort = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));

    const { base } = await startDrainService({ METRICS_PORT: String(metricsPort) });
    expect((await fetch(`${base}/things/41`)).status).toBe(200);
    expect((await fetch(`${base}/things/42`)).status).toBe(200);
    expect((await fetch(`${base}/no/such/path`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`)).status).toBe(404);

    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toContain(
      'http_request_duration_seconds_count{process="drain-test",method="GET",route="/things/:id",status_code="200"} 2',
    );
    expect(text).toContain('route="unmatched",status_code="404"} 2');
    expect(text).not.toContain('/things/41');
    expect(text).not.toContain('/no/such/path');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds{process="drain-test"}');
  }, 30_000);
});
