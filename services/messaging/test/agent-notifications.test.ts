import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentNotificationsAnswerSchema, type AgentNotification } from '@nomada/contracts';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { createChatContext, type ChatContext, type Person } from './helpers/chat-context';
import { contactForm, postContact } from './helpers/contact-requests';

let context: ChatContext;
beforeAll(async () => {
  context = await createChatContext({ CONTACT_TEAM_EMAIL: 'team@nomada.test' });
});
afterAll(async () => {
  await context?.close();
});

const internal = (body: Record<string, unknown>) =>
  context.app.inject({
    method: 'POST',
    url: '/internal/agent-notifications',
    headers: internalHeaders(TEST_SESSION_SECRET),
    payload: body,
  });

async function notificationsOf(agent: Person, body: Record<string, unknown> = {}) {
  const response = await context.post('/functions/agent-notifications', agent, body);
  expect(response.statusCode).toBe(200);
  return agentNotificationsAnswerSchema.parse(response.json());
}

const markRead = (agent: Person, ids: string[]) =>
  context.post('/functions/agent-notifications-read', agent, { ids });

const find = (items: AgentNotification[], id: string) => items.find((item) => item.id === id);

const applicantEvent = (applicant: Person, extra: Record<string, unknown>) => ({
  userId: applicant.id,
  name: applicant.full_name,
  email: applicant.email,
  ...extra,
});

describe('agent notifications, per kind', () => {
  it('a new registration reaches every agent, and each agent reads it for themselves', async () => {
    const [laura, pablo] = [context.people.agent(), context.people.agent({ firstName: 'Pablo' })];
    const applicant = context.people.applicant({ status: 'pending' });
    const response = await internal(
      applicantEvent(applicant, { kind: 'registration', key: `registration:${applicant.id}` }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };

    const before = await notificationsOf(laura);
    expect(find(before.items, id)).toEqual({
      id,
      kind: 'registration',
      text: `${applicant.full_name} <${applicant.email}>`,
      userId: applicant.id,
      created_at: expect.any(String),
      read: false,
    });
    const pabloBefore = (await notificationsOf(pablo)).unread;

    const marked = await markRead(laura, [id]);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ success: true, unread: before.unread - 1 });
    expect(find((await notificationsOf(laura)).items, id)?.read).toBe(true);
    expect(find((await notificationsOf(laura, { unreadOnly: true })).items, id)).toBeUndefined();
    // Pablo has not read it.
    const pabloAfter = await notificationsOf(pablo);
    expect(find(pabloAfter.items, id)?.read).toBe(false);
    expect(pabloAfter.unread).toBe(pabloBefore);
  });

  it('an upload reaches the assigned agent only, and nobody else can mark it', async () => {
    const [laura, pablo] = [context.people.agent(), context.people.agent()];
    const applicant = context.people.assignedTo(laura);
    const response = await internal(
      applicantEvent(applicant, {
        kind: 'upload',
        agentId: laura.id,
        documentName: 'Passport',
        documentNameEs: 'Pasaporte válido',
        key: `upload:${randomUUID()}`,
      }),
    );
    const { id } = response.json() as { id: string };
    expect(find((await notificationsOf(laura)).items, id)).toMatchObject({
      kind: 'upload',
      text: `${applicant.full_name}: Passport`,
      userId: applicant.id,
      read: false,
    });
    expect(find((await notificationsOf(pablo)).items, id)).toBeUndefined();
    // The item's name follows the reader's language.
    const inSpanish = await context.app.inject({
      method: 'POST',
      url: '/functions/agent-notifications',
      headers: { cookie: `${laura.cookie}; nomada_lang=es` },
      payload: {},
    });
    expect(find(inSpanish.json().items, id)?.text).toBe(`${applicant.full_name}: Pasaporte válido`);

    // Pablo naming Laura's notification changes nothing for Laura.
    expect((await markRead(pablo, [id])).statusCode).toBe(200);
    expect(find((await notificationsOf(laura)).items, id)?.read).toBe(false);
  });

  it('a message from an applicant reaches their lawyer, not the lawyer’s own replies', async () => {
    const laura = context.people.agent();
    const applicant = context.people.assignedTo(laura);
    const sent = await context.post('/functions/send-lawyer-message', applicant, {
      text: 'I uploaded the bank statements, can you check them?',
    });
    expect(sent.statusCode).toBe(201);
    const reply = await context.post('/functions/send-lawyer-message', laura, {
      text: 'Looking now',
      userId: applicant.id,
    });
    expect(reply.statusCode).toBe(201);

    const mine = (await notificationsOf(laura)).items.filter(
      (item) => item.userId === applicant.id,
    );
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'lawyer_message',
        text: `${applicant.full_name}: I uploaded the bank statements, can you check them?`,
        read: false,
      }),
    ]);
    const other = context.people.agent();
    expect(
      (await notificationsOf(other)).items.filter((item) => item.userId === applicant.id),
    ).toEqual([]);
  });

  it('a plan upgrade request told twice under one key is one notification and one team email', async () => {
    const laura = context.people.agent();
    const applicant = context.people.assignedTo(laura, { plan: 'basic' });
    const request = applicantEvent(applicant, {
      kind: 'plan_upgrade_request',
      plan: 'premium',
      agentId: laura.id,
      key: `plan_upgrade_request:${applicant.id}:1`,
    });
    expect((await internal(request)).statusCode).toBe(201);
    const again = await internal(request);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: null });

    const mine = (await notificationsOf(laura)).items.filter(
      (item) => item.userId === applicant.id,
    );
    expect(mine).toEqual([expect.objectContaining({ kind: 'plan_upgrade_request' })]);
    const emails = await context.db
      .selectFrom('messaging.emails')
      .select('id')
      .where('template', '=', 'plan-upgrade-request-team')
      .where(sql`params->>'email'`, '=', applicant.email)
      .execute();
    expect(emails).toHaveLength(1);
  });

  it('a contact form reaches every agent, about nobody in particular', async () => {
    const laura = context.people.agent();
    const subject = `Question ${randomUUID().slice(0, 8)}`;
    expect(
      (await postContact(context.app, 'notify-contact', { ...contactForm, subject })).statusCode,
    ).toBe(200);
    const item = (await notificationsOf(laura)).items.find((entry) => entry.text.endsWith(subject));
    expect(item).toMatchObject({
      kind: 'contact',
      userId: null,
      text: `${contactForm.name} <${contactForm.email}>: ${subject}`,
      read: false,
    });
  });

  it('nothing is recorded about an erased applicant', async () => {
    const applicant = context.people.applicant();
    await context.app.inject({
      method: 'POST',
      url: '/internal/accounts/erase',
      headers: internalHeaders(TEST_SESSION_SECRET),
      payload: {
        userId: applicant.id,
        email: applicant.email,
        names: [applicant.first_name, applicant.last_name],
        pseudonym: 'deleted-0a0b0c0d',
      },
    });
    const response = await internal(applicantEvent(applicant, { kind: 'registration' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: null });
  });
});

describe('read state over time', () => {
  /** An upload notification for `agent`, recorded `minutesAgo` minutes ago. */
  async function uploadNotice(agent: Person, minutesAgo: number): Promise<string> {
    const applicant = context.people.assignedTo(agent);
    const row = await context.db
      .insertInto('messaging.agent_notifications')
      .values({
        kind: 'upload',
        agent_id: agent.id,
        dedupe_key: `upload:${randomUUID()}`,
        summary: JSON.stringify({
          userId: applicant.id,
          name: applicant.full_name,
          email: applicant.email,
          documentName: 'Passport',
        }),
        created_at: new Date(Date.now() - minutesAgo * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const readRows = (agent: Person, ids: string[]) =>
    context.db
      .selectFrom('messaging.agent_notification_reads')
      .select('notification_id')
      .where('agent_id', '=', agent.id)
      .where('notification_id', 'in', ids)
      .execute();

  const readFlags = async (agent: Person, ids: string[]) => {
    const { items } = await notificationsOf(agent);
    return ids.map((id) => find(items, id)?.read);
  };

  it('keeps a row per read notification only after the oldest unread one, and stays exact', async () => {
    const laura = context.people.agent();
    const [oldest, middle, newest] = [
      await uploadNotice(laura, 30),
      await uploadNotice(laura, 20),
      await uploadNotice(laura, 10),
    ];
    const start = (await notificationsOf(laura)).unread;

    // The oldest stays unread: the two read after it keep their rows.
    expect((await markRead(laura, [middle, newest])).json()).toEqual({
      success: true,
      unread: start - 2,
    });
    expect(await readFlags(laura, [oldest, middle, newest])).toEqual([false, true, true]);
    expect(await readRows(laura, [middle, newest])).toHaveLength(2);
    const unreadOnly = (await notificationsOf(laura, { unreadOnly: true })).items;
    expect(find(unreadOnly, oldest)).toBeDefined();
    expect(find(unreadOnly, middle)).toBeUndefined();

    // Once the oldest is read, all three are below the agent's watermark and need no row.
    expect((await markRead(laura, [oldest])).json()).toEqual({ success: true, unread: start - 3 });
    expect(await readRows(laura, [oldest, middle, newest])).toHaveLength(0);
    expect(await readFlags(laura, [oldest, middle, newest])).toEqual([true, true, true]);
    expect(
      find((await notificationsOf(laura, { unreadOnly: true })).items, oldest),
    ).toBeUndefined();

    // Naming them again changes nothing; a new one is unread, and read like any other.
    expect((await markRead(laura, [middle])).json()).toEqual({ success: true, unread: start - 3 });
    const fresh = await uploadNotice(laura, 0);
    expect((await notificationsOf(laura)).unread).toBe(start - 2);
    expect((await markRead(laura, [fresh])).json()).toEqual({ success: true, unread: start - 3 });
    expect(await readFlags(laura, [fresh])).toEqual([true]);
  });

  it('never takes a notification from the last minutes for read because others were', async () => {
    const laura = context.people.agent();
    const older = await uploadNotice(laura, 15);
    await markRead(laura, [older]);
    // Recorded by a transaction that began two minutes ago and committed only now.
    const late = await uploadNotice(laura, 2);
    expect(await readFlags(laura, [older, late])).toEqual([true, false]);
  });

  it('one agent reading everything leaves another agent’s unread count alone', async () => {
    const [laura, pablo] = [context.people.agent(), context.people.agent()];
    const applicant = context.people.applicant({ status: 'pending' });
    const forEveryone = await internal(
      applicantEvent(applicant, { kind: 'registration', key: `registration:${applicant.id}` }),
    );
    const id = (forEveryone.json() as { id: string }).id;
    const pabloBefore = (await notificationsOf(pablo)).unread;
    await markRead(laura, [id]);
    expect(find((await notificationsOf(pablo)).items, id)?.read).toBe(false);
    expect((await notificationsOf(pablo)).unread).toBe(pabloBefore);
  });
});

describe('who may read notifications', () => {
  it('answers 401 signed out and 403 to applicants, for both calls', async () => {
    const applicant = context.people.applicant();
    for (const url of ['/functions/agent-notifications', '/functions/agent-notifications-read']) {
      const body = url.endsWith('read') ? { ids: [randomUUID()] } : {};
      expect((await context.post(url, undefined, body)).statusCode).toBe(401);
      expect((await context.post(url, applicant, body)).statusCode).toBe(403);
    }
  });

  it('refuses malformed bodies with 400 and changes nothing', async () => {
    const laura = context.people.agent();
    for (const body of [{ ids: [] }, { ids: ['not-a-uuid'] }, {}]) {
      const response = await context.post('/functions/agent-notifications-read', laura, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request' });
    }
    const list = await context.post('/functions/agent-notifications', laura, { unreadOnly: 'yes' });
    expect(list.statusCode).toBe(400);
  });
});
