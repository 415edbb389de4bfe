import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '@nomada/contracts';
import { createChatContext, type ChatContext } from './helpers/chat-context';

let context: ChatContext;

beforeAll(async () => {
  context = await createChatContext();
  context.startChatWorker();
});
afterAll(async () => {
  await context?.close();
});

const ask = (as: Parameters<ChatContext['post']>[1], body: unknown, headers = {}) =>
  context.post('/functions/visa-chat', as, body, headers);
const rowCount = async () =>
  Number(
    (
      await context.db
        .selectFrom('messaging.chat_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /functions/visa-chat', () => {
  it('answers a premium applicant through the queue, in the language of the question, with sources', async () => {
    const applicant = context.people.applicant();
    const english = await ask(applicant, { message: '  How much income do I need?  ' });
    expect(english.statusCode, english.body).toBe(200);
    const answer = english.json() as {
      response: string;
      sources: Array<{ title: string; url: string }>;
    };
    expect(answer.response).toContain('€34,188');
    expect(answer.sources.length).toBeGreaterThan(0);
    for (const source of answer.sources) expect(source.url).toMatch(/^(https:\/\/|\/)/);

    const spanish = await ask(applicant, { message: '¿Cuánto cuesta la tasa de la UGE?' });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.json().response).toContain('73,26 €');
  });

  it('says it does not know, without sources, in the reader’s language when the question cannot tell', async () => {
    const applicant = context.people.applicant();
    const answer = await ask(
      applicant,
      { message: 'Pizza?' },
      { cookie: `${applicant.cookie}; nomada_lang=es` },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      response: expect.stringContaining('Pregunta a tu abogado'),
      sources: [],
    });
  });

  it('stores the trimmed question and at most the last 5 history items', async () => {
    const applicant = context.people.applicant();
    const history = Array.from({ length: 8 }, (_, index) => ({
      id: `m${index}`,
      content: `message ${index}`,
      role: index % 2 ? 'assistant' : 'user',
      timestamp: '2026-03-01T10:00:00Z',
    }));
    const response = await ask(applicant, {
      message: '\n What documents do I need? \t',
      conversationHistory: history,
    });
    expect(response.statusCode).toBe(200);
    const row = await context.db
      .selectFrom('messaging.chat_requests')
      .selectAll()
      .where('user_id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(row.question).toBe('What documents do I need?');
    expect(row.history.map((item) => item.id)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7']);
    expect(row.status).toBe('answered');
  });

  it('refuses empty, blank and too long messages with their codes, storing nothing', async () => {
    const applicant = context.people.applicant();
    const before = await rowCount();
    for (const [body, code] of [
      [{ message: '' }, 'chat_message_required'],
      [{ message: ' \n\t ' }, 'chat_message_required'],
      [{}, 'chat_message_required'],
      [{ message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }, 'chat_message_too_long'],
      [{ message: 'hi', conversationHistory: 'no' }, 'invalid_request'],
      [{ message: 'hi', conversationHistory: [{ id: 1 }] }, 'invalid_request'],
      // Text no column can hold: refused as bad input, never a failed insert.
      [{ message: 'hi\u0000there' }, 'invalid_request'],
      [{ message: 'broken \ud800 half' }, 'invalid_request'],
    ] as const) {
      const response = await ask(applicant, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code, error: expect.any(String) });
    }
    expect((await ask(applicant, { message: 'y'.repeat(CHAT_MESSAGE_MAX) })).statusCode).toBe(200);
    expect(await rowCount()).toBe(before + 1);
  });

  it('is for premium applicants only', async () => {
    const before = await rowCount();
    const cases = [
      [undefined, 401, 'unauthorized'],
      [context.people.agent(), 403, 'forbidden'],
      [context.people.applicant({ plan: 'basic' }), 403, 'premium_required'],
      [context.people.applicant({ status: 'rejected' }), 403, 'application_rejected'],
    ] as const;
    for (const [person, status, code] of cases) {
      const response = await ask(person, { message: 'How much income do I need?' });
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
    }
    // An applicant still under review may already ask.
    const pending = context.people.applicant({ status: 'pending' });
    expect((await ask(pending, { message: 'How much income do I need?' })).statusCode).toBe(200);
    expect(await rowCount()).toBe(before + 1);
  });

  it('answers 503 when identity cannot say who is calling', async () => {
    const applicant = context.people.applicant();
    context.identity.failing = true;
    try {
      const response = await ask(applicant, { message: 'How much income do I need?' });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('unavailable');
    } finally {
      context.identity.failing = false;
    }
  });
});

describe('visa-chat limits', () => {
  let limited: ChatContext;
  beforeAll(async () => {
    limited = await createChatContext({ CHAT_LIMIT_PER_USER: '2' });
    limited.startChatWorker();
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('limits each applicant’s questions per window with a 429 and Retry-After', async () => {
    const applicant = limited.people.applicant();
    const someoneElse = limited.people.applicant();
    for (let i = 0; i < 2; i++) {
      const allowed = await limited.post('/functions/visa-chat', applicant, { message: 'NIE?' });
      expect(allowed.statusCode, allowed.body).toBe(200);
    }
    const refused = await limited.post('/functions/visa-chat', applicant, { message: 'NIE?' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await limited.post('/functions/visa-chat', someoneElse, { message: 'NIE?' })).statusCode,
    ).toBe(200);
  });
});
