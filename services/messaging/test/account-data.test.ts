import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingExportAnswerSchema } from '@nomada/contracts';
import { internalHeaders } from '@nomada/service-kit';
import { TEST_SESSION_SECRET } from '@nomada/service-kit/testing';
import { deliverEmail } from '../src/queues/deliver-email';
import { insertEmail } from '../src/emails/email-repository';
import { createChatContext, type ChatContext, type Person } from './helpers/chat-context';
import { postContact, contactForm } from './helpers/contact-requests';
import { silentLogger } from './helpers/test-context';

let context: ChatContext;
beforeAll(async () => {
  context = await createChatContext({ CONTACT_TEAM_EMAIL: 'team@nomada.test' });
});
afterAll(async () => {
  await context?.close();
});

const internal = (url: string, body: unknown) =>
  context.app.inject({
    method: 'POST',
    url,
    headers: internalHeaders(TEST_SESSION_SECRET),
    payload: body as Record<string, unknown>,
  });
const exportOf = async (person: Person) =>
  messagingExportAnswerSchema.parse(
    (
      await internal('/internal/accounts/export', {
        userId: person.id,
        email: person.email,
        language: 'en',
        host: 'localhost:8080',
        protocol: 'http',
      })
    ).json(),
  );
const erase = (person: Person) =>
  internal('/internal/accounts/erase', {
    userId: person.id,
    email: person.email,
    names: [person.first_name, person.last_name],
    pseudonym: 'deleted-0a0b0c0d',
  });

describe('POST /internal/agent-notifications', () => {
  it('records a plan upgrade request for agents and emails the team', async () => {
    const response = await internal('/internal/agent-notifications', {
      kind: 'plan_upgrade_request',
      userId: '6f0c1c1e-5a57-4f32-9d7e-0f1b8e0d8a11',
      name: 'Bea García',
      email: 'bea@example.com',
      plan: 'premium',
    });
    expect(response.statusCode).toBe(201);
    const row = await context.db
      .selectFrom('messaging.agent_notifications')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'plan_upgrade_request',
      agent_id: null,
      summary: {
        userId: '6f0c1c1e-5a57-4f32-9d7e-0f1b8e0d8a11',
        name: 'Bea García',
        email: 'bea@example.com',
      },
    });
    const email = await context.db
      .selectFrom('messaging.emails')
      .selectAll()
      .where('template', '=', 'plan-upgrade-request-team')
      .executeTakeFirstOrThrow();
    expect(email).toMatchObject({
      recipient: 'team@nomada.test',
      params: { name: 'Bea García', email: 'bea@example.com' },
    });
  });

  it('refuses other kinds and callers without the internal proof', async () => {
    expect((await internal('/internal/agent-notifications', { kind: 'contact' })).statusCode).toBe(
      400,
    );
    const outside = await context.app.inject({
      method: 'POST',
      url: '/internal/agent-notifications',
      payload: {},
    });
    expect(outside.statusCode).toBe(403);
  });
});

describe("a person's messages: export, then erasure", () => {
  it('exports the conversation, questions, emails and contact messages, then erases them all', async () => {
    const agent = context.people.agent();
    const applicant = context.people.assignedTo(agent, { firstName: 'Elena', lastName: 'Export' });
    expect(
      (await context.post('/functions/send-lawyer-message', applicant, { text: 'Hello' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await context.post('/functions/send-lawyer-message', agent, {
          userId: applicant.id,
          text: 'Hi Elena',
        })
      ).statusCode,
    ).toBe(201);
    await context.db
      .insertInto('messaging.chat_requests')
      .values({
        user_id: applicant.id,
        question: 'How long?',
        history: '[]',
        interface_language: 'en',
      })
      .execute();
    await insertEmail(context.db, {
      template: 'plan-upgraded',
      to: applicant.email,
      language: 'en',
      params: {},
    });
    expect(
      (
        await postContact(context.app, 'send-contact-email', {
          ...contactForm,
          email: applicant.email,
        })
      ).statusCode,
    ).toBe(200);
    await postContact(context.app, 'notify-contact', { ...contactForm, email: applicant.email });
    await internal('/internal/agent-notifications', {
      kind: 'plan_upgrade_request',
      userId: applicant.id,
      name: 'Elena Export',
      email: applicant.email,
      plan: 'premium',
    });

    const exported = await exportOf(applicant);
    expect(exported.lawyer_messages.map((message) => [message.sender_role, message.text])).toEqual([
      ['applicant', 'Hello'],
      ['agent', 'Hi Elena'],
    ]);
    expect(exported.assistant_questions).toEqual([
      { question: 'How long?', response: null, asked_at: expect.any(String) },
    ]);
    expect(exported.emails.map((email) => email.template)).toContain('plan-upgraded');
    expect(exported.contact_messages).toHaveLength(1);

    // The farewell is stored before the erasure (identity sends it first) and survives it.
    const farewellId = await insertEmail(context.db, {
      template: 'account-deleted',
      to: applicant.email,
      language: 'en',
      params: { firstName: 'Elena' },
    });
    const erased = await erase(applicant);
    expect(erased.statusCode).toBe(200);
    expect(erased.json().erased).toMatchObject({
      lawyerMessages: 2,
      assistantQuestions: 1,
      // The contact form, the upgrade request and the lawyer's notification of "Hello".
      agentNotifications: 3,
      contactMessages: 1,
    });
    const after = await exportOf(applicant);
    expect(after.lawyer_messages).toEqual([]);
    expect(after.assistant_questions).toEqual([]);
    expect(after.contact_messages).toEqual([]);
    expect(after.emails.map((email) => email.template)).toEqual(['account-deleted']);
    expect((await erase(applicant)).json().erased.lawyerMessages).toBe(0);

    // Once sent, the farewell keeps nothing either.
    const sent: string[] = [];
    await deliverEmail(
      {
        db: context.db,
        mailer: {
          send: async ({ to }) => {
            sent.push(to);
            return { messageId: 'm1' };
          },
          close: () => undefined,
        },
        publicUrl: 'http://nomada.test',
        logger: silentLogger,
        sendLeaseMs: 60_000,
      },
      farewellId,
      { finalAttempt: false },
    );
    expect(sent).toEqual([applicant.email]);
    expect((await exportOf(applicant)).emails).toEqual([]);
  });

  it('finds every email naming the person, whatever the case of their address, and leaves none after erasure', async () => {
    const applicant = context.people.applicant({ firstName: 'Juan', lastName: 'Case' });
    // As a visitor may type it into the contact form: identity keeps it lower-cased.
    const mixedCase = applicant.email
      .replace(/^./, (first) => first.toUpperCase())
      .replace(/@.*$/, (domain) => domain.toUpperCase());
    expect(
      (await postContact(context.app, 'send-contact-email', { ...contactForm, email: mixedCase }))
        .statusCode,
    ).toBe(200);
    await insertEmail(context.db, {
      template: 'plan-upgrade-request-team',
      to: 'team@nomada.test',
      language: 'en',
      params: { name: 'Juan Case', email: applicant.email },
    });
    const aboutHim = () =>
      context.db
        .selectFrom('messaging.emails')
        .select(['template', 'recipient'])
        .where((eb) =>
          eb.or([
            eb(sql`lower(recipient)`, '=', applicant.email.toLowerCase()),
            eb(sql`lower(params::text)`, 'like', `%${applicant.email.toLowerCase()}%`),
          ]),
        )
        .execute();
    const stored = (await aboutHim()).map((row) => row.template).sort();
    expect(stored).toEqual(
      ['contact-acknowledgement', 'contact-team-notification', 'plan-upgrade-request-team'].sort(),
    );
    expect((await exportOf(applicant)).emails.map((email) => email.template).sort()).toEqual(
      stored,
    );

    expect((await erase(applicant)).statusCode).toBe(200);
    expect(await aboutHim()).toEqual([]);
    expect(
      await context.db
        .selectFrom('messaging.contact_submissions')
        .select('id')
        .where(sql`lower(email)`, '=', applicant.email.toLowerCase())
        .execute(),
    ).toEqual([]);
  });

  it('refuses a lawyer message or an assistant question still on its way after the erasure', async () => {
    const agent = context.people.agent();
    const applicant = context.people.assignedTo(agent);
    context.startChatWorker();
    await erase(applicant);
    // Identity still answering for them is the worst case: a request that passed its checks earlier.
    const late = await context.post('/functions/send-lawyer-message', applicant, {
      text: 'Still there?',
    });
    expect(late.statusCode).toBe(401);
    const fromAgent = await context.post('/functions/send-lawyer-message', agent, {
      userId: applicant.id,
      text: 'Hi',
    });
    expect(fromAgent.statusCode).toBe(404);
    const question = await context.post('/functions/visa-chat', applicant, {
      message: 'How long does it take?',
    });
    expect(question.statusCode).toBe(401);
    const stored = await context.db
      .selectFrom('messaging.lawyer_messages')
      .select('id')
      .where('applicant_id', '=', applicant.id)
      .execute();
    expect(stored).toEqual([]);
  });
});
