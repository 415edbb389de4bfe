import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET, eventually } from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import {
  IDEMPOTENCY_KEY_RETENTION_DAYS,
  startIdempotencyKeyRetention,
} from '../src/emails/idempotency-key-retention';
import { createTestContext, silentLogger } from './helpers/test-context';

let context: Awaited<ReturnType<typeof createTestContext>>;
let app: FastifyInstance;

beforeAll(async () => {
  context = await createTestContext();
  app = await buildApp(context.config, { db: context.db, redis: context.redis });
});

afterAll(async () => {
  await app.close();
  await context.close();
});

const resetEmail = {
  template: 'password-reset',
  to: 'Ana@Example.com',
  language: 'es',
  params: {
    resetUrl: 'http://nomada.test/reset-password#access_token=a&refresh_token=b&type=recovery',
    firstName: 'Ana',
  },
};

const post = (payload: unknown, headers = internalHeaders(TEST_SESSION_SECRET)) =>
  app.inject({ method: 'POST', url: '/internal/emails', headers, payload: payload as object });

describe('POST /internal/emails', () => {
  it('refuses callers without the internal header or with a wrong one', async () => {
    expect((await post(resetEmail, {})).statusCode).toBe(403);
    expect((await post(resetEmail, { 'x-nomada-internal': 'guess' })).statusCode).toBe(403);
    expect(
      (await post(resetEmail, internalHeaders('another-secret-that-is-long-enough-0123456789')))
        .statusCode,
    ).toBe(403);
  });

  it('stores the email, answers 202 with its id and queues a job that carries only the id', async () => {
    const response = await post(resetEmail);
    expect(response.statusCode).toBe(202);
    const { id } = response.json<{ id: string }>();
    const row = await context.db
      .selectFrom('messaging.emails')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      template: 'password-reset',
      recipient: 'ana@example.com',
      language: 'es',
      status: 'queued',
      attempts: 0,
    });
    expect(row.params).toEqual(resetEmail.params);

    const job = await waitForJob(id);
    expect(job.data).toEqual({ emailId: id });
    expect(job.opts.attempts).toBe(context.config.EMAIL_MAX_ATTEMPTS);
  });

  it.each([
    [{ ...resetEmail, template: 'newsletter' }, 'Unknown email template newsletter'],
    [{ ...resetEmail, params: { firstName: 'Ana' } }, 'Missing parameter resetUrl'],
    [
      { ...resetEmail, params: { ...resetEmail.params, resetUrl: '  ' } },
      'Missing parameter resetUrl',
    ],
    [
      { ...resetEmail, params: { ...resetEmail.params, passport: 'X123' } },
      'Unknown parameter passport',
    ],
    [
      { ...resetEmail, params: { ...resetEmail.params, resetUrl: 'javascript:alert(1)' } },
      'Parameter resetUrl must be an http(s) URL',
    ],
    [{ ...resetEmail, to: 'not-an-email' }, 'Invalid field to'],
    [{ ...resetEmail, language: 'fr' }, 'Invalid field language'],
    [
      { ...resetEmail, params: { ...resetEmail.params, firstName: 7 } },
      'Invalid field params.firstName',
    ],
    [
      {
        template: 'document-rejected',
        to: 'a@b.co',
        language: 'en',
        params: { documentName: 'Passport' },
      },
      'Missing parameter reason',
    ],
  ])('answers 400 to %j', async (payload, message) => {
    const before = await countEmails();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
    expect(await countEmails()).toBe(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/internal/emails',
      headers: { ...internalHeaders(TEST_SESSION_SECRET), 'content-type': 'application/json' },
      payload: '{"template":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('serves no development mailbox when SMTP is configured', async () => {
    const smtpApp = await buildApp(
      { ...context.config, SMTP_URL: 'smtp://127.0.0.1:1', keepMail: false },
      { db: context.db, redis: context.redis },
    );
    try {
      expect((await smtpApp.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await smtpApp.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await smtpApp.close();
    }
  });
});

async function countEmails(): Promise<number> {
  const { count } = await context.db
    .selectFrom('messaging.emails')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

const waitForJob = (id: string) =>
  eventually(() => context.queue.getJob(id), { timeoutMs: 10_000, what: `job ${id}` });

describe('POST /internal/emails with an idempotency key (decision 064)', () => {
  const emailsTo = (recipient: string) =>
    context.db
      .selectFrom('messaging.emails')
      .select('id')
      .where('recipient', '=', recipient)
      .execute();

  it('stores one email per key: a repeated request is answered 202 with the first id', async () => {
    const idempotencyKey = crypto.randomUUID();
    const email = { ...resetEmail, to: 'once@example.com', idempotencyKey };
    const first = await post(email);
    const again = await post(email);
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(await emailsTo('once@example.com')).toEqual([first.json()]);
  });

  it('stores one email when two requests with one key arrive at once', async () => {
    const email = { ...resetEmail, to: 'twice@example.com', idempotencyKey: crypto.randomUUID() };
    const answers = await Promise.all([post(email), post(email), post(email)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    expect(await emailsTo('twice@example.com')).toHaveLength(1);
  });

  it('still answers the first id after the settled email was deleted', async () => {
    const email = { ...resetEmail, to: 'gone@example.com', idempotencyKey: crypto.randomUUID() };
    const { id } = (await post(email)).json<{ id: string }>();
    await context.db.deleteFrom('messaging.emails').where('id', '=', id).execute();
    const again = await post(email);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ id });
    expect(await emailsTo('gone@example.com')).toEqual([]);
  });

  it('stores emails with different keys separately', async () => {
    const to = 'two-keys@example.com';
    await post({ ...resetEmail, to, idempotencyKey: crypto.randomUUID() });
    await post({ ...resetEmail, to, idempotencyKey: crypto.randomUUID() });
    expect(await emailsTo(to)).toHaveLength(2);
  });

  it('forgets keys older than the retention period, and only those', async () => {
    const old = { ...resetEmail, to: 'old-key@example.com', idempotencyKey: crypto.randomUUID() };
    const recent = {
      ...resetEmail,
      to: 'new-key@example.com',
      idempotencyKey: crypto.randomUUID(),
    };
    await post(old);
    const { id: recentId } = (await post(recent)).json<{ id: string }>();
    const dayMs = 24 * 60 * 60 * 1000;
    const setAge = (key: string, days: number) =>
      context.db
        .updateTable('messaging.email_idempotency_keys')
        .set({ created_at: new Date(Date.now() - days * dayMs) })
        .where('idempotency_key', '=', key)
        .execute();
    await setAge(old.idempotencyKey, IDEMPOTENCY_KEY_RETENTION_DAYS + 1);
    await setAge(recent.idempotencyKey, IDEMPOTENCY_KEY_RETENTION_DAYS - 1);

    const retention = startIdempotencyKeyRetention(context.db, silentLogger);
    await retention.tick();
    await retention.close();

    const keys = await context.db
      .selectFrom('messaging.email_idempotency_keys')
      .select('idempotency_key')
      .where('idempotency_key', 'in', [old.idempotencyKey, recent.idempotencyKey])
      .execute();
    expect(keys.map((row) => row.idempotency_key)).toEqual([recent.idempotencyKey]);
    expect((await post(recent)).json()).toEqual({ id: recentId });
    expect(await emailsTo('new-key@example.com')).toHaveLength(1);
  });

  it('refuses a key that is not a UUID with 400, storing nothing', async () => {
    const response = await post({ ...resetEmail, to: 'badkey@example.com', idempotencyKey: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
    expect(await emailsTo('badkey@example.com')).toEqual([]);
  });
});
