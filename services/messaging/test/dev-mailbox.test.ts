import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET, eventually, fromClient } from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import type { MailboxEntry } from '../src/mail/mailbox-store';
import { header, plainText } from './helpers/raw-mail';
import { createTestContext } from './helpers/test-context';

let context: Awaited<ReturnType<typeof createTestContext>>;
let app: FastifyInstance;

beforeAll(async () => {
  context = await createTestContext({ DEV_MAILBOX: 'true' });
  app = await buildApp(context.config, { db: context.db, redis: context.redis });
  context.startWorker();
});

afterAll(async () => {
  await app.close();
  await context.close();
});

describe('development mailbox (no SMTP_URL)', () => {
  it('keeps each mail as a readable .eml file and lists it at /dev/mailbox', async () => {
    expect(context.config.keepMail).toBe(true);
    const resetUrl =
      'http://nomada.test/reset-password#access_token=t1&refresh_token=t2&type=recovery';
    const response = await app.inject({
      method: 'POST',
      url: '/internal/emails',
      headers: internalHeaders(TEST_SESSION_SECRET),
      payload: {
        template: 'password-reset',
        to: 'dev@example.com',
        language: 'en',
        params: { resetUrl, firstName: 'Dev' },
      },
    });
    const { id } = response.json<{ id: string }>();

    const file = join(context.mailboxDir, `${id}.eml`);
    await eventually(async () => (await readdir(context.mailboxDir)).includes(`${id}.eml`));
    const eml = await readFile(file, 'utf8');
    expect(header(eml, 'to')).toBe('dev@example.com');
    expect(header(eml, 'subject')).toBe('Reset your Nomada password');
    expect(header(eml, 'from')).toBe('Nomada <no-reply@nomada.localhost>');
    expect(plainText(eml)).toContain(resetUrl);

    const list = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    const entries = list.json<MailboxEntry[]>();
    expect(entries[0]).toMatchObject({
      id,
      to: 'dev@example.com',
      subject: 'Reset your Nomada password',
    });
    expect(entries[0]?.text).toContain(resetUrl);

    const filtered = await app.inject({ method: 'GET', url: '/dev/mailbox?to=DEV@example.com' });
    expect(filtered.json<MailboxEntry[]>().map((entry) => entry.id)).toEqual([id]);
    const other = await app.inject({ method: 'GET', url: '/dev/mailbox?to=nobody@example.com' });
    expect(other.json()).toEqual([]);

    const raw = await app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('message/rfc822');
    expect(raw.body).toBe(eml);
  });

  it('answers 404 for an unknown or malformed mail id', async () => {
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/dev/mailbox/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/dev/mailbox/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });

  it('answers only clients on this machine', async () => {
    const remote = await app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: fromClient('203.0.113.9'),
    });
    expect(remote.statusCode).toBe(404);
    const direct = await app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '10.1.2.3',
    });
    expect(direct.statusCode).toBe(404);
  });

  it('is not there at all without DEV_MAILBOX', async () => {
    const quiet = await buildApp(
      { ...context.config, DEV_MAILBOX: false },
      { db: context.db, redis: context.redis },
    );
    try {
      expect((await quiet.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await quiet.close();
    }
  });
});
