import { afterEach, describe, expect, it } from 'vitest';
import {
  registerDependencyChecks,
  registerOutboxBacklogs,
  registerQueueDepth,
} from './backlog-metrics';
import { startMetricsServer, type MetricsServer } from './metrics-server';
import { createMetricsRegistry } from './registry';

const servers: MetricsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('backlog, queue and dependency gauges', () => {
  it('counts each outbox when scraped, and leaves out one whose count fails', async () => {
    const registry = createMetricsRegistry('worker');
    let emails = 4;
    registerOutboxBacklogs(registry, {
      emails: async () => emails,
      revocations: async () => {
        throw new Error('database unavailable');
      },
    });
    expect(await registry.metrics()).toContain(
      'nomada_outbox_backlog{outbox="emails",process="worker"} 4',
    );
    emails = 0;
    const text = await registry.metrics();
    expect(text).toContain('nomada_outbox_backlog{outbox="emails",process="worker"} 0');
    expect(text).not.toContain('outbox="revocations"');
  });

  it('reports every state of each queue, and nothing for a queue Redis does not answer for', async () => {
    const registry = createMetricsRegistry('worker');
    registerQueueDepth(registry, [
      { name: 'emails', getJobCounts: async () => ({ waiting: 7, active: 2, failed: 1 }) },
      { name: 'chat', getJobCounts: () => Promise.reject(new Error('Redis is away')) },
    ]);
    const text = await registry.metrics();
    expect(text).toContain('nomada_queue_jobs{queue="emails",state="waiting",process="worker"} 7');
    expect(text).toContain('nomada_queue_jobs{queue="emails",state="paused",process="worker"} 0');
    expect(text).not.toContain('queue="chat"');
  });

  it('says which dependency answers', async () => {
    const registry = createMetricsRegistry('identity');
    registerDependencyChecks(registry, {
      database: async () => undefined,
      redis: () => Promise.reject(new Error('refused')),
    });
    const text = await registry.metrics();
    expect(text).toContain('nomada_dependency_up{dependency="database",process="identity"} 1');
    expect(text).toContain('nomada_dependency_up{dependency="redis",process="identity"} 0');
  });
});

describe('the metrics server', () => {
  it('answers GET /metrics in the exposition format, and nothing else', async () => {
    const registry = createMetricsRegistry('gateway');
    registerOutboxBacklogs(registry, { emails: async () => 1 });
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', registry });
    servers.push(server);
    const base = `http://127.0.0.1:${server.port()}`;
    const scrape = await fetch(`${base}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toBe(registry.contentType);
    expect(await scrape.text()).toContain('# TYPE nomada_outbox_backlog gauge');
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/../readyz`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
  });
});
