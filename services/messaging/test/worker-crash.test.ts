import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmail, OUTCOME_UNKNOWN_ERROR } from '../src/emails/email-repository';
import { createMailer } from '../src/mail/create-mailer';
import type { Mailer } from '../src/mail/mailer';
import { deliverEmail, EmailBusyError, type DeliverEmailDeps } from '../src/queues/deliver-email';
import { enqueueEmails } from '../src/queues/email-queue';
import { startSmtpSink } from './helpers/smtp-sink';
import { createTestContext, silentLogger } from './helpers/test-context';
import { eventually } from '@nomada/service-kit/testing';

/**
 * A worker that "dies" at a chosen point of a delivery. Nothing after that point ever runs, as with a
 * killed process: the promise simply never settles.
 */
const never = () => new Promise<never>(() => undefined);

let context: Awaited<ReturnType<typeof createTestContext>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let realMailer: Mailer;
const SEND_LEASE_MS = 300;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createTestContext({
    SMTP_URL: sink.url,
    EMAIL_SEND_LEASE_MS: String(SEND_LEASE_MS),
  });
  realMailer = createMailer(context.config);
});

afterAll(async () => {
  realMailer.close();
  await context.close();
  await sink.close();
});

/** Sends for real over SMTP, then the process stops before the row is marked sent. */
const diesAfterSending = (): Mailer => ({
  async send(mail) {
    await realMailer.send(mail);
    return never();
  },
  close: () => undefined,
});

const depsWith = (mailer: Mailer, sendLeaseMs = SEND_LEASE_MS): DeliverEmailDeps => ({
  db: context.db,
  mailer,
  publicUrl: context.config.PUBLIC_URL,
  logger: silentLogger,
  sendLeaseMs,
});

/** A lease no loaded machine can outrun: the claim is certainly still fresh. */
const LONG_LEASE_MS = 10 * 60 * 1000;

const newEmail = (to: string) =>
  insertEmail(context.db, {
    template: 'registration-received',
    to,
    language: 'en',
    params: { firstName: 'Ana', confirmUrl: 'http://nomada.test/confirm-email#token=t1' },
  });

const deliveriesTo = (address: string) =>
  sink.received.filter((mail) => mail.to.includes(address)).length;

const emailRow = (id: string) =>
  context.db
    .selectFrom('messaging.emails')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const pastLease = () => new Promise((resolve) => setTimeout(resolve, SEND_LEASE_MS * 2));

describe('a worker that dies in the middle of a delivery', () => {
  it('does not send again when SMTP accepted the mail but the row was never marked', async () => {
    const id = await newEmail('crash-after-send@example.com');
    void deliverEmail(depsWith(diesAfterSending()), id, { finalAttempt: false });
    await eventually(() => deliveriesTo('crash-after-send@example.com') === 1);

    // The job runs again (BullMQ's stalled-job recovery) while the claim is still fresh…
    await expect(
      deliverEmail(depsWith(realMailer, LONG_LEASE_MS), id, { finalAttempt: false }),
    ).rejects.toThrow(EmailBusyError);
    // …and after the lease: the outcome is unknown, so it is settled without a second send.
    await pastLease();
    expect(await deliverEmail(depsWith(realMailer), id, { finalAttempt: false })).toBe('unknown');
    expect(await deliverEmail(depsWith(realMailer), id, { finalAttempt: true })).toBe(
      'already-done',
    );

    expect(deliveriesTo('crash-after-send@example.com')).toBe(1);
    const row = await emailRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_error: OUTCOME_UNKNOWN_ERROR });
  });

  it('sends once when the crash happens before the claim (the row is still queued)', async () => {
    const id = await newEmail('crash-before-claim@example.com');
    // A run that died while rendering leaves nothing behind; the retry does the whole job.
    expect(await deliverEmail(depsWith(realMailer), id, { finalAttempt: false })).toBe('sent');
    expect(await deliverEmail(depsWith(realMailer), id, { finalAttempt: false })).toBe(
      'already-done',
    );
    expect(deliveriesTo('crash-before-claim@example.com')).toBe(1);
  });

  it('trade-off: a crash after the claim but before SMTP accepted the mail loses that email', async () => {
    const id = await newEmail('crash-before-send@example.com');
    const diesBeforeSending: Mailer = { send: never, close: () => undefined };
    void deliverEmail(depsWith(diesBeforeSending), id, { finalAttempt: false });
    await eventually(async () => (await emailRow(id)).status === 'sending');
    await pastLease();

    expect(await deliverEmail(depsWith(realMailer), id, { finalAttempt: false })).toBe('unknown');
    expect(deliveriesTo('crash-before-send@example.com')).toBe(0);
    // Visible for an operator, who can resend it by hand (same Message-ID, see mailer.ts).
    expect(await emailRow(id)).toMatchObject({
      status: 'failed',
      last_error: OUTCOME_UNKNOWN_ERROR,
    });
  });

  it('a real BullMQ worker killed after the SMTP send: stalled-job recovery sends nothing more', async () => {
    const id = await newEmail('stalled@example.com');
    const stalled = { lockDuration: 1_000, stalledInterval: 500 };
    const doomed = context.startWorker(context.config, { mailer: diesAfterSending(), stalled });
    await enqueueEmails(context.queue, [id]);
    await eventually(() => deliveriesTo('stalled@example.com') === 1);
    await doomed.crash();

    const successor = context.startWorker(context.config, { stalled });
    // The successor picks the stalled job up again (or the relay would, once its retries are spent)
    // and settles the row without a second message.
    const row = await eventually(async () => {
      const current = await emailRow(id);
      return current.status !== 'sending' && current;
    });
    expect(row).toMatchObject({ status: 'failed', last_error: OUTCOME_UNKNOWN_ERROR });
    await eventually(
      async () => (await context.queue.getJobCounts('active', 'wait'))['active'] === 0,
    );
    expect(deliveriesTo('stalled@example.com')).toBe(1);
    await successor.close();
  });
});
