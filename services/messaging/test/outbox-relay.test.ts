import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET, eventually } from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import { emailOutboxSource } from '../src/queues/email-outbox-source';
import { startOutboxRelay, type OutboxRelay } from '../src/queues/outbox-relay';
import { startSmtpSink } from './helpers/smtp-sink';
import { createTestContext, silentLogger } from './helpers/test-context';

let context: Awaited<ReturnType<typeof createTestContext>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: FastifyInstance;
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createTestContext({ SMTP_URL: sink.url });
  // The API's enqueue fails as it would with Redis down; the row must still be stored.
  app = await buildApp(context.config, {
    db: context.db,
    redis: context.redis,
    enqueueEmails: async () => {
      throw new Error('Connection is closed.');
    },
  });
});

afterAll(async () => {
  for (const relay of relays) await relay.close();
  await app.close();
  await context.close();
  await sink.close();
});

const relay = (minAgeMs: number, intervalMs = 60_000) => {
  const started = startOutboxRelay({
    sources: [
      emailOutboxSource(context.db, context.queue, minAgeMs, context.config.EMAIL_SEND_LEASE_MS),
    ],
    intervalMs,
    logger: silentLogger,
  });
  relays.push(started);
  return started;
};

describe('outbox relay', () => {
  it('delivers an email stored while the queue was unavailable', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/internal/emails',
      headers: internalHeaders(TEST_SESSION_SECRET),
      payload: {
        template: 'registration-received',
        to: 'offline@example.com',
        language: 'es',
        params: { firstName: 'Eva', confirmUrl: 'http://nomada.test/confirm-email#token=t3' },
      },
    });
    expect(response.statusCode).toBe(202);
    const { id } = response.json<{ id: string }>();
    expect(await context.queue.getJob(id)).toBeUndefined();

    // A fresh row is left alone: its own enqueue may still be on its way.
    expect(await relay(60 * 60 * 1000).tick()).toBe(0);

    context.startWorker();
    relay(0, 100);
    await eventually(() => sink.received.find((mail) => mail.to.includes('offline@example.com')));
    const row = await eventually(async () => {
      const current = await context.db
        .selectFrom('messaging.emails')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return current.status === 'sent' && current;
    });
    expect(row.attempts).toBe(1);
    expect(sink.received.filter((mail) => mail.to.includes('offline@example.com'))).toHaveLength(1);
  });

  it('keeps going when a tick fails', async () => {
    const failing = startOutboxRelay({
      sources: [
        {
          name: 'broken',
          findStaleIds: async () => {
            throw new Error('database down');
          },
          enqueue: async () => undefined,
        },
      ],
      intervalMs: 60_000,
      logger: silentLogger,
    });
    relays.push(failing);
    await expect(failing.tick()).resolves.toBe(0);
  });
});
