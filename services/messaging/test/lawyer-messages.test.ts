import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '@nomada/contracts';
import { createChatContext, type ChatContext, type Person } from './helpers/chat-context';

let context: ChatContext;
let agent: Person;
let applicant: Person;

beforeAll(async () => {
  context = await createChatContext();
  agent = context.people.agent();
  applicant = context.people.assignedTo(agent, { firstName: 'Lucía', lastName: 'Fernández' });
});
afterAll(async () => {
  await context?.close();
});

const read = (as: Person | undefined, body: object = {}) =>
  context.post('/functions/lawyer-messages', as, body);
const send = (as: Person | undefined, body: object) =>
  context.post('/functions/send-lawyer-message', as, body);
const messageCount = async () =>
  Number(
    (
      await context.db
        .selectFrom('messaging.lawyer_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('lawyer messages between a premium applicant and their assigned agent', () => {
  it('lets both sides write and read the one conversation, oldest first', async () => {
    const first = await send(applicant, {
      text: '  Hello, I have a question about my passport.  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toEqual({
      id: expect.any(String),
      sender_role: 'applicant',
      text: 'Hello, I have a question about my passport.',
      created_at: expect.any(String),
      read_at: null,
    });
    const reply = await send(agent, { userId: applicant.id, text: 'Hi Lucía, tell me.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message.sender_role).toBe('agent');

    const mine = await read(applicant);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      messages: [
        { sender_role: 'applicant', text: 'Hello, I have a question about my passport.' },
        { sender_role: 'agent', text: 'Hi Lucía, tell me.' },
      ],
      unread: 1,
      counterpart: { first_name: 'Laura', last_name: 'Martín' },
    });
    const theirs = await read(agent, { userId: applicant.id });
    expect(theirs.json()).toMatchObject({
      messages: mine.json().messages,
      unread: 1,
      counterpart: { first_name: 'Lucía', last_name: 'Fernández' },
    });
  });

  it('counts unread messages per side until the reader marks them read', async () => {
    const otherApplicant = context.people.assignedTo(agent);
    await send(agent, { userId: otherApplicant.id, text: 'Your documents look fine.' });
    await send(agent, { userId: otherApplicant.id, text: 'One more thing.' });
    await send(otherApplicant, { text: 'Thanks!' });

    const counts = async (as: Person) =>
      (await context.post('/functions/lawyer-unread-counts', as)).json().threads;
    expect(await counts(otherApplicant)).toEqual([
      { userId: otherApplicant.id, unread: 2, last_message_at: expect.any(String) },
    ]);
    expect(await counts(agent)).toEqual(
      expect.arrayContaining([
        { userId: otherApplicant.id, unread: 1, last_message_at: expect.any(String) },
      ]),
    );

    const marked = await context.post('/functions/mark-lawyer-messages-read', otherApplicant, {});
    expect(marked.json()).toEqual({ success: true });
    expect(await counts(otherApplicant)).toEqual([]);
    const thread = (await read(otherApplicant)).json();
    expect(thread.unread).toBe(0);
    expect(thread.messages[0].read_at).toEqual(expect.any(String));
    // Reading one side leaves the other side's count alone.
    expect((await counts(agent)).map((entry: { userId: string }) => entry.userId)).toContain(
      otherApplicant.id,
    );
    await context.post('/functions/mark-lawyer-messages-read', agent, {
      userId: otherApplicant.id,
    });
    expect((await counts(agent)).map((entry: { userId: string }) => entry.userId)).not.toContain(
      otherApplicant.id,
    );
  });

  it('refuses empty and too long messages with their codes, storing nothing', async () => {
    const before = await messageCount();
    for (const [body, code] of [
      [{ text: '' }, 'chat_message_required'],
      [{ text: '   ' }, 'chat_message_required'],
      [{}, 'chat_message_required'],
      [{ text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }, 'chat_message_too_long'],
      [{ text: 'hi', userId: 'not-a-uuid' }, 'invalid_request'],
    ] as const) {
      const response = await send(applicant, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe(code);
    }
    expect(await messageCount()).toBe(before);
  });
});

describe('nobody else can read or write the conversation', () => {
  it('answers 404 to other applicants, other agents, basic and unassigned applicants', async () => {
    await send(applicant, { text: 'Private.' });
    const before = await messageCount();
    const strangers: Array<[string, Person, object]> = [
      [
        'another premium applicant',
        context.people.assignedTo(context.people.agent()),
        { userId: applicant.id },
      ],
      ['another agent', context.people.agent(), { userId: applicant.id }],
      ['a basic applicant with an agent', context.people.assignedTo(agent, { plan: 'basic' }), {}],
      ['a premium applicant without an agent', context.people.applicant(), {}],
    ];
    for (const [who, person, body] of strangers) {
      for (const path of [
        '/functions/lawyer-messages',
        '/functions/send-lawyer-message',
        '/functions/mark-lawyer-messages-read',
      ]) {
        const response = await context.post(path, person, { ...body, text: 'Let me in' });
        expect(response.statusCode, `${who} ${path}`).toBe(404);
        expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
      }
    }
    expect(await messageCount()).toBe(before);
  });

  it('stops an agent who is no longer assigned', async () => {
    const leaving = context.people.agent();
    const client = context.people.assignedTo(leaving);
    expect((await read(leaving, { userId: client.id })).statusCode).toBe(200);
    context.identity.put({ ...client, assigned_agent_id: null, assigned_at: null });
    expect((await read(leaving, { userId: client.id })).statusCode).toBe(404);
    expect((await read(client)).statusCode).toBe(404);
  });

  it('answers 401 when signed out and 400 when an agent names no applicant', async () => {
    for (const path of ['/functions/lawyer-messages', '/functions/send-lawyer-message'])
      expect((await context.post(path, undefined, { text: 'hi' })).json().code).toBe(
        'unauthorized',
      );
    const response = await read(agent, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_request',
      fields: { userId: 'Required' },
    });
  });

  it('gives no unread counts of others’ conversations', async () => {
    await send(applicant, { text: 'Are you there?' });
    const strangerAgent = context.people.agent();
    const threads = (await context.post('/functions/lawyer-unread-counts', strangerAgent)).json();
    expect(threads).toEqual({ threads: [] });
    const basic = context.people.applicant({ plan: 'basic' });
    expect((await context.post('/functions/lawyer-unread-counts', basic)).json()).toEqual({
      threads: [],
    });
    expect((await context.post('/functions/lawyer-unread-counts', undefined)).statusCode).toBe(401);
  });
});

describe('sending limits', () => {
  let limited: ChatContext;
  beforeAll(async () => {
    limited = await createChatContext({ LAWYER_MESSAGE_LIMIT: '2' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('limits how many messages one person sends per window', async () => {
    const lawyer = limited.people.agent();
    const client = limited.people.assignedTo(lawyer);
    for (let i = 0; i < 2; i++)
      expect(
        (await limited.post('/functions/send-lawyer-message', client, { text: `m${i}` }))
          .statusCode,
      ).toBe(201);
    const refused = await limited.post('/functions/send-lawyer-message', client, { text: 'm3' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
  });
});
