import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAssistant } from '../src/chat/assistant/assistant';
import { loadKnowledge } from '../src/chat/knowledge/load-knowledge';
import { startFakeModelServer } from './helpers/fake-model-server';
import { createModelPhraser, inventedFigures } from '../src/chat/llm/model-phraser';

let model: Awaited<ReturnType<typeof startFakeModelServer>>;
const logger = { warn: vi.fn() };
const knowledge = loadKnowledge();
const TIMEOUT_MS = 700;

beforeAll(async () => {
  model = await startFakeModelServer();
});
afterAll(async () => {
  await model.close();
});
beforeEach(() => {
  model.requests.length = 0;
  logger.warn.mockClear();
});

const assistant = () =>
  createAssistant(
    knowledge,
    createModelPhraser(
      { baseUrl: model.baseUrl, model: 'test-model', apiKey: 'sk-test', timeoutMs: TIMEOUT_MS },
      logger,
    ),
  );
const ask = (message: string) =>
  assistant().answer({
    message,
    history: [{ id: 'h1', role: 'user', content: 'Hello', timestamp: '2026-03-01T10:00:00Z' }],
    fallbackLanguage: 'en',
  });

describe('phrasing answers with a language model', () => {
  it('gives the model the retrieved passages, the conversation and the question, and uses its words', async () => {
    model.reply = {
      kind: 'text',
      content: 'You pay €73.26 with form 790, code 038, before applying.',
    };
    const answer = await ask('What is the UGE fee?');
    expect(answer).toMatchObject({
      response: 'You pay €73.26 with form 790, code 038, before applying.',
      phrasedBy: 'model',
      factIds: ['uge-fee'],
    });
    expect(answer.sources.length).toBeGreaterThan(0);
    const [request] = model.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    const body = request?.body as {
      model: string;
      messages: Array<{ role: string; content: string }>;
    };
    expect(body.model).toBe('test-model');
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain(
      'The government fee for a first application to the UGE is €73.26',
    );
    expect(body.messages[0]?.content).toContain('in English');
    expect(body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'user', content: 'What is the UGE fee?' },
    ]);
  });

  it('keeps the engine’s answer when the model states a figure the facts do not', async () => {
    model.reply = { kind: 'text', content: 'The fee is about €80 and takes 3 weeks.' };
    const answer = await ask('What is the UGE fee?');
    expect(answer.phrasedBy).toBe('engine');
    expect(answer.response).toContain('€73.26');
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'figures not in the facts', invented: ['80', '3'] }),
      'model answer not used',
    );
  });

  it('keeps the engine’s answer when the model fails, answers nonsense or nothing', async () => {
    for (const reply of [
      { kind: 'status', status: 500 },
      { kind: 'status', status: 429 },
      { kind: 'raw', body: 'not json' },
      { kind: 'raw', body: '{"choices":[]}' },
      { kind: 'text', content: '   ' },
    ] as const) {
      model.reply = reply;
      const answer = await ask('What is the UGE fee?');
      expect(answer.phrasedBy, JSON.stringify(reply)).toBe('engine');
      expect(answer.response).toContain('€73.26');
    }
  });

  it('does not wait for a slow model beyond its time limit', async () => {
    model.reply = { kind: 'text', content: 'Late answer.', delayMs: 5_000 };
    const started = Date.now();
    const answer = await ask('What is the UGE fee?');
    expect(answer.phrasedBy).toBe('engine');
    // Generous against a loaded machine, far below the model's 5 s.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: `no answer within ${TIMEOUT_MS} ms` }),
      'model answer not used',
    );
  });

  it('is not asked when the engine found nothing to say', async () => {
    const answer = await ask('Best pizza in Rome?');
    expect(answer.outcome).toBe('unknown');
    expect(model.requests).toEqual([]);
  });

  it('reads figures the way each language writes them', () => {
    expect(inventedFigures('Son 12.820,50 € al año', 'El 75 % del SMI: 12.820,50 €', 'es')).toEqual(
      [],
    );
    expect(inventedFigures('Son 12.000 € al año', 'El 75 % del SMI: 12.820,50 €', 'es')).toEqual([
      '12000',
    ]);
  });
});
