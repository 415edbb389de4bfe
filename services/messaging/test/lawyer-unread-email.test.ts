import { readFile } from 'node:fs/promises';
import { createIdentityLookup } from '@nomada/service-kit';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startChatMaintenance } from '../src/chat/chat-maintenance';
import { remindUnreadMessages, type UnreadReminderDeps } from '../src/chat/lawyer/unread-reminder';
import { enqueueEmails } from '../src/queues/email-queue';
import type { MailboxEntry } from '../src/mail/mailbox-store';
import { createChatContext, type ChatContext, type Person } from './helpers/chat-context';
import { silentLogger } from './helpers/test-context';
import { eventually } from '@nomada/service-kit/testing';

const FIFTEEN_MINUTES = 15 * 60_000;
let context: ChatContext;
let deps: UnreadReminderDeps;

beforeAll(async () => {
  context = await createChatContext();
  context.startWorker();
  deps = {
    db: context.db,
    directory: createIdentityLookup({
      baseUrl: context.identity.url,
      sessionSecret: context.config.SESSION_SECRET,
    }),
    waitMs: FIFTEEN_MINUTES,
    enqueueEmails: (ids) => enqueueEmails(context.queue, ids),
    logger: silentLogger,
  };
});
afterAll(async () => {
  await context?.close();
});

async function send(from: Person, text: string, userId?: string): Promise<string> {
  const response = await context.post('/functions/send-lawyer-message', from, { text, userId });
  expect(response.statusCode).toBe(201);
  return response.json().message.id;
}

/** As if the message had been written `minutes` ago. */
const age = (ids: string[], minutes: number) =>
  context.db
    .updateTable('messaging.lawyer_messages')
    .set({ created_at: sql`now() - make_interval(mins => ${minutes})` })
    .where('id', 'in', ids)
    .execute();

const emailsTo = (address: string) =>
  context.db.selectFrom('messaging.emails').selectAll().where('recipient', '=', address).execute();

async function mailboxEntry(emailId: string): Promise<MailboxEntry> {
  const file = join(context.mailboxDir, `${emailId}.json`);
  return eventually(async () => {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as MailboxEntry;
    } catch {
      return undefined;
    }
  });
}

describe('an email when a lawyer message waits unread for 15 minutes', () => {
  it('tells the applicant, in their language, once, without the messages themselves', async () => {
    const agent = context.people.agent({ firstName: 'Laura', lastName: 'Martín' });
    const applicant = context.people.assignedTo(agent, { language: 'es', firstName: 'Lucía' });
    const waiting = [
      await send(agent, 'Necesito tu contrato firmado.', applicant.id),
      await send(agent, 'Y el certificado de penales.', applicant.id),
    ];
    const recent = await send(agent, 'Gracias.', applicant.id);
    await age(waiting, 16);

    expect(await remindUnreadMessages(deps)).toBe(1);
    const [email] = await emailsTo(applicant.email);
    expect(email).toMatchObject({
      template: 'lawyer-messages-waiting',
      language: 'es',
      params: {
        count: '2',
        recipientRole: 'applicant',
        firstName: 'Lucía',
        fromName: 'Laura Martín',
      },
    });
    const mail = await mailboxEntry(email!.id);
    expect(mail.subject).toBe('Tu abogado te ha enviado 2 mensajes en Nomada');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain('Laura Martín te ha enviado 2 mensajes que aún no has leído.');
    expect(mail.text).toContain('http://nomada.test/dashboard/lawyer-chat');
    expect(mail.text).not.toContain('contrato firmado');

    // Once: the same messages never remind again; the recent one waits its own 15 minutes.
    expect(await remindUnreadMessages(deps)).toBe(0);
    await age([recent], 16);
    expect(await remindUnreadMessages(deps)).toBe(1);
    expect(await emailsTo(applicant.email)).toHaveLength(2);
  });

  it('tells the agent when the applicant waits, and nobody about messages already read', async () => {
    const agent = context.people.agent({ language: 'en' });
    const applicant = context.people.assignedTo(agent, { firstName: 'Tom', lastName: 'Baker' });
    const question = await send(applicant, 'Is my bank statement OK?');
    const readOne = await send(agent, 'Checking.', applicant.id);
    await context.post('/functions/mark-lawyer-messages-read', applicant, {});
    await age([question, readOne], 20);

    expect(await remindUnreadMessages(deps)).toBe(1);
    const [email] = await emailsTo(agent.email);
    const mail = await mailboxEntry(email!.id);
    expect(mail.subject).toBe('Tom Baker is waiting for your reply on Nomada');
    expect(mail.text).toContain('http://nomada.test/agent/dashboard');
    expect(await emailsTo(applicant.email)).toEqual([]);
  });

  it('emails nobody once the conversation has ended, and does not try again', async () => {
    const agent = context.people.agent();
    const applicant = context.people.assignedTo(agent);
    const id = await send(agent, 'Hello?', applicant.id);
    await age([id], 30);
    context.identity.put({ ...applicant, assigned_agent_id: null, assigned_at: null });
    expect(await remindUnreadMessages(deps)).toBe(0);
    const row = await context.db
      .selectFrom('messaging.lawyer_messages')
      .select('notified_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.notified_at).not.toBeNull();
    expect(await emailsTo(applicant.email)).toEqual([]);
  });

  it('is run by the worker’s timer', async () => {
    const agent = context.people.agent();
    const applicant = context.people.assignedTo(agent);
    await age([await send(agent, 'Ping', applicant.id)], 16);
    const maintenance = startChatMaintenance({
      reminder: deps,
      db: context.db,
      sweepMs: 200,
      retentionDays: 30,
      logger: silentLogger,
    });
    try {
      await eventually(async () => (await emailsTo(applicant.email)).length === 1);
      const [email] = await emailsTo(applicant.email);
      expect(email).toMatchObject({ template: 'lawyer-messages-waiting' });
    } finally {
      await maintenance.close();
    }
  });
});
