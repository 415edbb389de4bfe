import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Assistant } from '../src/chat/assistant/assistant';
import { createChatContext, type ChatContext } from './helpers/chat-context';
import { eventually } from '@nomada/service-kit/testing';

let context: ChatContext;

afterEach(async () => {
  await context?.close();
});

const question = { message: 'How much income do I need?' };
const statusOf = async (userId: string) =>
  (
    await context.db
      .selectFrom('messaging.chat_requests')
      .select('status')
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.status;

describe('the chat queue when workers fail', () => {
  beforeEach(async () => {
    context = await createChatContext({ CHAT_TIMEOUT_MS: '15000' });
  });

  it('answers the applicant when a worker dies mid-answer: another worker takes the job over', async () => {
    let started = false;
    const hanging: Assistant = {
      answer: () => {
        started = true;
        return new Promise(() => undefined);
      },
    };
    const doomed = context.startChatWorker({ deps: { assistant: hanging }, lockDuration: 1000 });
    const applicant = context.people.applicant();
    const pending = context.post('/functions/visa-chat', applicant, question);
    await eventually(() => started);
    await doomed.crash();
    context.startChatWorker();
    const response = await pending;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response).toContain('€34,188');
    expect(await statusOf(applicant.id)).toBe('answered');
  });

  it('answers 503 at once, without waiting for the time limit, when every attempt fails', async () => {
    let attempts = 0;
    const broken: Assistant = {
      answer: async () => {
        attempts += 1;
        throw new Error('engine broke');
      },
    };
    context.startChatWorker({ deps: { assistant: broken } });
    const applicant = context.people.applicant();
    const started = Date.now();
    const response = await context.post('/functions/visa-chat', applicant, question);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(context.config.CHAT_TIMEOUT_MS);
    expect(attempts).toBe(2);
    expect(await statusOf(applicant.id)).toBe('failed');
  });
});

describe('the chat queue without a worker', () => {
  beforeEach(async () => {
    context = await createChatContext({ CHAT_TIMEOUT_MS: '1500', LLM_TIMEOUT_MS: '500' });
  });

  it('answers 503 chat_timeout after the time limit, and a late worker does not answer it', async () => {
    const applicant = context.people.applicant();
    const started = Date.now();
    const response = await context.post('/functions/visa-chat', applicant, question);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'The assistant took too long to answer. Please try again.',
      code: 'chat_timeout',
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(await statusOf(applicant.id)).toBe('expired');

    // The job was taken back; a worker that starts now has nothing to answer.
    let asked = 0;
    context.startChatWorker({
      deps: {
        assistant: {
          answer: async () => {
            asked += 1;
            throw new Error('should not run');
          },
        },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(asked).toBe(0);
    expect(await statusOf(applicant.id)).toBe('expired');
  });
});
