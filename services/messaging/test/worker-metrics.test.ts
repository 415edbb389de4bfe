import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMetricsRegistry, internalHeaders, type Registry } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import { enqueueEmails } from '../src/queues/email-queue';
import { registerWorkerMetrics } from '../src/queues/worker-metrics';
import { createTestContext } from './helpers/test-context';

let context: Awaited<ReturnType<typeof createTestContext>>;
let app: FastifyInstance;
let metrics: Registry;
let closeChatQueue: () => Promise<void>;

beforeAll(async () => {
  context = await createTestContext();
  // Rows are stored but never queued by the call itself: what waits is the outbox's backlog.
  app = await buildApp(context.config, {
    db: context.db,
    redis: context.redis,
    enqueueEmails: async () => undefined,
  });
  metrics = createMetricsRegistry('messaging-worker');
  const chatQueue = registerWorkerMetrics(metrics, {
    db: context.db,
    emailQueue: context.queue,
    connection: context.redis,
    redisPrefix: context.config.REDIS_PREFIX,
  });
  closeChatQueue = () => chatQueue.close();
});

afterAll(async () => {
  await closeChatQueue();
  await app.close();
  await context.close();
});

const series = async (name: string, labels: string) => {
  const line = (await metrics.metrics())
    .split('\n')
    .find((text) => text.startsWith(`${name}{`) && text.includes(labels));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

describe('the messaging worker metrics (decision 074)', () => {
  it('counts emails written and not yet sent, and the jobs waiting in each queue', async () => {
    expect(await series('nomada_outbox_backlog', 'outbox="emails"')).toBe(0);
    const ids: string[] = [];
    for (const to of ['one@example.com', 'two@example.com']) {
      const response = await app.inject({
        method: 'POST',
        url: '/internal/emails',
        headers: internalHeaders(TEST_SESSION_SECRET),
        payload: {
          template: 'registration-received',
          to,
          language: 'en',
          params: { firstName: 'Ana', confirmUrl: 'http://nomada.test/confirm-email#token=t1' },
        },
      });
      expect(response.statusCode).toBe(202);
      ids.push(response.json<{ id: string }>().id);
    }
    expect(await series('nomada_outbox_backlog', 'outbox="emails"')).toBe(2);
    expect(await series('nomada_queue_jobs', 'queue="emails",state="waiting"')).toBe(0);

    await enqueueEmails(context.queue, ids);
    expect(await series('nomada_queue_jobs', 'queue="emails",state="waiting"')).toBe(2);
    expect(await series('nomada_queue_jobs', 'queue="chat",state="waiting"')).toBe(0);

    await context.db.updateTable('messaging.emails').set({ status: 'sent' }).execute();
    expect(await series('nomada_outbox_backlog', 'outbox="emails"')).toBe(0);
  });
});
