import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET, eventually } from '@nomada/service-kit/testing';
import { buildApp } from '../src/app';
import { header, plainText } from './helpers/raw-mail';
import { startSmtpSink } from './helpers/smtp-sink';
import { createTestContext } from './helpers/test-context';

let context: Awaited<ReturnType<typeof createTestContext>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let app: FastifyInstance;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createTestContext({
    SMTP_URL: sink.url,
    MAIL_FROM: 'Nomada <no-reply@nomada.test>',
  });
  app = await buildApp(context.config, { db: context.db, redis: context.redis });
  context.startWorker();
});

afterAll(async () => {
  await app.close();
  await context.close();
  await sink.close();
});

async function sendEmail(payload: object): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/internal/emails',
    headers: internalHeaders(TEST_SESSION_SECRET),
    payload,
  });
  expect(response.statusCode).toBe(202);
  return response.json<{ id: string }>().id;
}

const emailRow = (id: string) =>
  context.db
    .selectFrom('messaging.emails')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const receivedBy = (address: string) => () =>
  sink.received.find((mail) => mail.to.includes(address));

describe('email delivery over SMTP', () => {
  it('sends a Spanish password reset to the recipient and then forgets the reset link', async () => {
    const resetUrl =
      'http://nomada.test/reset-password#access_token=abc&refresh_token=def&type=recovery';
    const id = await sendEmail({
      template: 'password-reset',
      to: 'lucia@example.com',
      language: 'es',
      params: { resetUrl, firstName: 'Lucía' },
    });

    const mail = await eventually(receivedBy('lucia@example.com'));
    expect(mail.from).toBe('no-reply@nomada.test');
    expect(header(mail.raw, 'subject')).toBe('Restablece tu contraseña de Nomada');
    expect(header(mail.raw, 'to')).toBe('lucia@example.com');
    const text = plainText(mail.raw);
    expect(text).toContain('Hola, Lucía:');
    expect(text).toContain(resetUrl);
    expect(mail.raw).toContain('text/html');

    const row = await eventually(async () => {
      const current = await emailRow(id);
      return current.status === 'sent' && current;
    });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.params).toEqual({ firstName: 'Lucía' });
  });

  it('sends English templates in English', async () => {
    await sendEmail({
      template: 'document-rejected',
      to: 'tom@example.com',
      language: 'en',
      params: { documentName: 'Bank statements', reason: 'Only two months are included.' },
    });
    const mail = await eventually(receivedBy('tom@example.com'));
    expect(header(mail.raw, 'subject')).toBe('Action needed: Bank statements');
    expect(plainText(mail.raw)).toContain('Reason: Only two months are included.');
  });

  it('retries with backoff when the SMTP server refuses, and records the failed attempt', async () => {
    const attemptsBefore = sink.dataAttempts();
    sink.rejectNext(1, 451);
    const id = await sendEmail({
      template: 'registration-received',
      to: 'retry@example.com',
      language: 'en',
      params: { firstName: 'Rita', confirmUrl: 'http://nomada.test/confirm-email#token=t2' },
    });

    await eventually(receivedBy('retry@example.com'));
    const row = await eventually(async () => {
      const current = await emailRow(id);
      return current.status === 'sent' && current;
    });
    expect(sink.dataAttempts() - attemptsBefore).toBe(2);
    expect(row.attempts).toBe(2);
    expect(row.last_error).toContain('451');
  });

  it('gives up after the last attempt, marks the email failed and wipes its secret link', async () => {
    sink.rejectNext(context.config.EMAIL_MAX_ATTEMPTS, 550);
    const id = await sendEmail({
      template: 'password-reset',
      to: 'bounce@example.com',
      language: 'en',
      params: { resetUrl: 'http://nomada.test/reset-password#access_token=x', firstName: 'Bo' },
    });

    const row = await eventually(async () => {
      const current = await emailRow(id);
      return current.status === 'failed' && current;
    });
    expect(row.attempts).toBe(context.config.EMAIL_MAX_ATTEMPTS);
    expect(row.last_error).toContain('550');
    expect(row.params).toEqual({ firstName: 'Bo' });
    expect(sink.received.some((mail) => mail.to.includes('bounce@example.com'))).toBe(false);
  });
});
