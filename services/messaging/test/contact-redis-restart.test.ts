import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import { createRedis } from '@nomada/service-kit';
import { buildApp } from '../src/app';
import { emailOutboxSource } from '../src/queues/email-outbox-source';
import { createEmailQueue, type EmailQueue } from '../src/queues/email-queue';
import { startOutboxRelay, type OutboxRelay } from '../src/queues/outbox-relay';
import { contactForm, freshAddress, homeForm, postContact } from './helpers/contact-requests';
import { startPrivateRedis, eventually } from '@nomada/service-kit/testing';
import { header } from './helpers/raw-mail';
import { startSmtpSink } from './helpers/smtp-sink';
import { closeWithin, createTestContext, silentLogger } from './helpers/test-context';

/**
 * Redis loses everything between the submission and the delivery. This runs a redis-server of its
 * own (never the machine's shared one): the API, the queue, the worker and the relay all use it.
 */
const TEAM = 'team-restart@nomada.test';

let context: Awaited<ReturnType<typeof createTestContext>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let redisServer: Awaited<ReturnType<typeof startPrivateRedis>>;
let redis: Redis;
let queue: EmailQueue;
let app: FastifyInstance;
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  redisServer = await startPrivateRedis();
  context = await createTestContext({
    SMTP_URL: sink.url,
    REDIS_URL: redisServer.url,
    CONTACT_TEAM_EMAIL: TEAM,
  });
  redis = createRedis(redisServer.url);
  queue = createEmailQueue(redis, {
    redisPrefix: context.prefix,
    maxAttempts: context.config.EMAIL_MAX_ATTEMPTS,
    backoffMs: context.config.EMAIL_BACKOFF_MS,
  });
  app = await buildApp(context.config, { db: context.db, redis });
});

afterAll(async () => {
  // Every step bounded: after Redis restarts, a close can wait on a connection that never answers.
  for (const relay of relays) await closeWithin(10_000, () => relay.close());
  await closeWithin(10_000, () => app.close());
  await closeWithin(10_000, () => queue.close());
  redis.disconnect();
  await closeWithin(30_000, () => context.close());
  await closeWithin(10_000, () => redisServer.stop());
  await closeWithin(10_000, () => sink.close());
}, 120_000);

function startRelay() {
  const relay = startOutboxRelay({
    sources: [emailOutboxSource(context.db, queue, 0, context.config.EMAIL_SEND_LEASE_MS)],
    intervalMs: 200,
    logger: silentLogger,
  });
  relays.push(relay);
}

const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
const teamMailsAbout = (sender: string) =>
  mailsTo(TEAM).filter((mail) => header(mail.raw, 'reply-to') === sender);

async function emailStatuses(sender: string) {
  const rows = await context.db
    .selectFrom('messaging.emails')
    .select('status')
    .where(sql<boolean>`recipient = ${sender} or params->>'email' = ${sender}`)
    .execute();
  return rows.map((row) => row.status);
}

describe('Redis restarted empty between submission and delivery', () => {
  it('the relay re-enqueues the stored emails and each is delivered exactly once', async () => {
    const sender = 'restart@example.com';
    const response = await postContact(app, 'send-contact-email', {
      ...contactForm,
      email: sender,
    });
    expect(response.json()).toEqual({ success: true });
    // The jobs reached Redis…
    await eventually(async () => (await queue.getJobCounts('wait'))['wait'] === 2);

    // …and are lost with it before any worker ran.
    await redisServer.restart();
    await eventually(async () => {
      try {
        return (await queue.getJobCounts('wait'))['wait'] === 0;
      } catch {
        return false;
      }
    });
    expect(await emailStatuses(sender)).toEqual(['queued', 'queued']);

    context.startWorker(context.config, { redisUrl: redisServer.url });
    startRelay();
    await eventually(async () => {
      const statuses = await emailStatuses(sender);
      return statuses.length === 2 && statuses.every((status) => status === 'sent');
    });
    expect(mailsTo(sender)).toHaveLength(1);
    expect(teamMailsAbout(sender)).toHaveLength(1);
  });

  it('accepts a submission while Redis is down and delivers it once Redis is back', async () => {
    const sender = 'while-down@example.com';
    await redisServer.stop();
    // Throttles and the enqueue cannot reach Redis: the submission is still stored, and answered.
    const response = await postContact(app, 'send-contact-email', { ...homeForm, email: sender });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await emailStatuses(sender)).toEqual(['queued', 'queued']);

    await redisServer.start();
    await eventually(async () => {
      const statuses = await emailStatuses(sender);
      return statuses.length === 2 && statuses.every((status) => status === 'sent');
    });
    expect(mailsTo(sender)).toHaveLength(1);
    expect(teamMailsAbout(sender)).toHaveLength(1);
  });

  it('keeps limiting submissions while Redis is down, counting in PostgreSQL', async () => {
    await redisServer.stop();
    try {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await postContact(
          app,
          'send-contact-email',
          { ...homeForm, email: `down-burst${i}@example.com` },
          { address },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    } finally {
      await redisServer.start();
    }
  });
});
