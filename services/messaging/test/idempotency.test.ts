import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEmail } from '../src/emails/email-repository';
import { createMailer } from '../src/mail/create-mailer';
import type { Mailer } from '../src/mail/mailer';
import { deliverEmail, EmailBusyError, type DeliverEmailDeps } from '../src/queues/deliver-email';
import { enqueueEmails } from '../src/queues/email-queue';
import { startSmtpSink } from './helpers/smtp-sink';
import { createTestContext, silentLogger } from './helpers/test-context';

let context: Awaited<ReturnType<typeof createTestContext>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let mailer: Mailer;
let deps: DeliverEmailDeps;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createTestContext({ SMTP_URL: sink.url });
  mailer = createMailer(context.config);
  deps = {
    db: context.db,
    mailer,
    publicUrl: context.config.PUBLIC_URL,
    logger: silentLogger,
    sendLeaseMs: context.config.EMAIL_SEND_LEASE_MS,
  };
});

afterAll(async () => {
  mailer.close();
  await context.close();
  await sink.close();
});

const newEmail = (to: string) =>
  insertEmail(context.db, {
    template: 'registration-approved',
    to,
    language: 'en',
    params: { firstName: 'Ana' },
  });

const deliveriesTo = (address: string) =>
  sink.received.filter((mail) => mail.to.includes(address)).length;

describe('delivering the same email twice', () => {
  it('sends once when the job runs again after it succeeded', async () => {
    const id = await newEmail('twice@example.com');
    expect(await deliverEmail(deps, id, { finalAttempt: false })).toBe('sent');
    expect(await deliverEmail(deps, id, { finalAttempt: false })).toBe('already-done');
    expect(deliveriesTo('twice@example.com')).toBe(1);
  });

  it('sends once when two runs of the job overlap', async () => {
    const id = await newEmail('overlap@example.com');
    const results = await Promise.allSettled([
      deliverEmail(deps, id, { finalAttempt: false }),
      deliverEmail(deps, id, { finalAttempt: false }),
    ]);
    expect(deliveriesTo('overlap@example.com')).toBe(1);
    // The loser either waited for the lock and saw the row sent, or was told to retry later.
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(EmailBusyError);
      else expect(['sent', 'already-done']).toContain(result.value);
    }
    expect(
      results.filter((result) => result.status === 'fulfilled' && result.value === 'sent'),
    ).toHaveLength(1);
  });

  it('ignores a job whose email does not exist', async () => {
    expect(
      await deliverEmail(deps, '00000000-0000-4000-8000-000000000000', { finalAttempt: false }),
    ).toBe('missing');
  });

  it('makes one queue job per email however often it is enqueued', async () => {
    const id = await newEmail('dedupe@example.com');
    await enqueueEmails(context.queue, [id]);
    await enqueueEmails(context.queue, [id, id]);
    const counts = await context.queue.getJobCounts('waiting', 'delayed', 'active');
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(1);
  });
});
