import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { contactForm, freshAddress, homeForm, postContact } from './helpers/contact-requests';
import { createTestContext } from './helpers/test-context';

let context: Awaited<ReturnType<typeof createTestContext>>;
let app: FastifyInstance;

beforeAll(async () => {
  context = await createTestContext();
  app = await buildApp(context.config, {
    db: context.db,
    redis: context.redis,
    enqueueEmails: async () => undefined,
  });
});

afterAll(async () => {
  await app.close();
  await context.close();
});

const TOO_MANY = {
  success: false,
  error: 'Too many messages. Please try again later.',
  code: 'contact_throttled',
};
const WINDOW = 600;

const submissionsFrom = async (email: string) =>
  (
    await context.db
      .selectFrom('messaging.contact_submissions')
      .select('id')
      .where('email', '=', email)
      .execute()
  ).length;

function expectThrottled(response: Awaited<ReturnType<typeof postContact>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
}

describe('contact throttles', () => {
  it('allows 10 submissions per client address in the window, then 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const response = await postContact(
        app,
        'send-contact-email',
        { ...homeForm, email: `burst${i}@example.com` },
        { address },
      );
      expect(response.statusCode).toBe(200);
    }
    const blocked = await postContact(
      app,
      'send-contact-email',
      { ...homeForm, email: 'burst-over@example.com' },
      { address },
    );
    expectThrottled(blocked);
    expect(await submissionsFrom('burst-over@example.com')).toBe(0);

    // Another visitor is not affected.
    const other = await postContact(app, 'send-contact-email', {
      ...homeForm,
      email: 'burst-over@example.com',
    });
    expect(other.statusCode).toBe(200);
  });

  it('allows 3 submissions per sender email whatever the address, case-insensitively', async () => {
    for (const email of ['same@example.com', 'Same@Example.com', ' same@example.com ']) {
      const response = await postContact(app, 'send-contact-email', { ...contactForm, email });
      expect(response.statusCode).toBe(200);
    }
    expectThrottled(
      await postContact(app, 'send-contact-email', { ...contactForm, email: 'SAME@example.com' }),
    );
    expect(await submissionsFrom('SAME@example.com')).toBe(0);
  });

  it('throttles notify-contact per client address, on a counter of its own', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const response = await postContact(
        app,
        'notify-contact',
        { ...homeForm, email: `n${i}@example.com` },
        { address },
      );
      expect(response.statusCode).toBe(200);
    }
    expectThrottled(await postContact(app, 'notify-contact', homeForm, { address }));
    const send = await postContact(
      app,
      'send-contact-email',
      { ...homeForm, email: 'after-notify@example.com' },
      { address },
    );
    expect(send.statusCode).toBe(200);
  });

  it('cannot be dodged by forging x-forwarded-for or the client header', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/functions/send-contact-email',
        remoteAddress: '192.0.2.55',
        headers: { 'x-forwarded-for': `10.0.0.${i}`, 'x-nomada-client': `10.0.0.${i} forged` },
        payload: { ...homeForm, email: `forged${i}@example.com` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps its counters under the Redis prefix, with no email address in clear', async () => {
    const keys = await context.redis.keys(`${context.prefix}:throttle:*`);
    expect(keys.some((key) => key.includes('contact-send-address'))).toBe(true);
    expect(keys.some((key) => key.includes('contact-send-email'))).toBe(true);
    expect(keys.some((key) => key.includes('contact-notify-address'))).toBe(true);
    expect(keys.some((key) => key.includes('@'))).toBe(false);
    for (const key of keys) {
      const ttl = await context.redis.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(WINDOW);
    }
  });
});
