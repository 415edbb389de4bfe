import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { figuresIn } from '../knowledge/figures';
import { loadKnowledge } from '../knowledge/load-knowledge';
import type { ChatLanguage } from '../language/normalise';
import { createAssistant, type Phraser } from './assistant';
import { ASSISTANT_TEXTS } from './assistant-texts';

const knowledge = loadKnowledge();
const assistant = createAssistant(knowledge);
const ask = (message: string, fallbackLanguage: ChatLanguage = 'en', history = [] as const) =>
  assistant.answer({ message, history, fallbackLanguage });

const evalQuestions = (
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../../eval/questions.json'), 'utf8'),
  ) as { questions: Array<{ question: string; language: ChatLanguage }> }
).questions;

describe('the visa assistant', () => {
  it('answers in the language of the question, whatever the interface language', async () => {
    const english = await ask('How much income do I need?', 'es');
    expect(english.language).toBe('en');
    expect(english.response).toContain('€34,188');
    const spanish = await ask('¿Cuántos ingresos necesito?', 'en');
    expect(spanish.language).toBe('es');
    expect(spanish.response).toContain('34.188 €');
  });

  it('cites the sources of the facts it used and says when they were checked', async () => {
    const answer = await ask('What is the UGE fee?');
    expect(answer.outcome).toBe('answered');
    expect(answer.factIds[0]).toBe('uge-fee');
    expect(answer.sources).toContainEqual({
      title: 'Relostart, applying for digital nomad residence (February 2026)',
      url: 'https://relostart.com/spain/en/blog/application-digital-nomad-residence-spain',
    });
    expect(answer.response).toMatch(/Checked against the sources below as of February 2026\.$/);
  });

  it('says when sources disagree', async () => {
    const answer = await ask('What is the Beckham tax rate?');
    expect(answer.factIds).toContain('beckham-rate');
    expect(answer.response).toContain(ASSISTANT_TEXTS.disputed.en);
  });

  it('says plainly that it does not know, and points to the lawyer, rather than guess', async () => {
    for (const [question, language] of [
      ['Can I bring my cat on the plane?', 'en'],
      ['¿Qué tiempo hace en Sevilla en agosto?', 'es'],
    ] as const) {
      const answer = await ask(question, language);
      expect(answer.outcome).toBe('unknown');
      expect(answer.sources).toEqual([]);
      expect(answer.response).toBe(ASSISTANT_TEXTS.unknown[language]);
    }
    expect(ASSISTANT_TEXTS.unknown.en).toMatch(/ask your lawyer/);
    expect(ASSISTANT_TEXTS.unknown.es).toMatch(/Pregunta a tu abogado/);
  });

  it('answers greetings and thanks without searching', async () => {
    expect((await ask('hola!')).response).toBe(ASSISTANT_TEXTS.greeting.es);
    expect((await ask('Thanks a lot')).response).toBe(ASSISTANT_TEXTS.thanks.en);
  });

  it('uses the conversation for a follow-up question', async () => {
    const history = [
      { id: '1', role: 'user', content: 'How long does it take to get a decision?', timestamp: '' },
      { id: '2', role: 'assistant', content: '…', timestamp: '' },
    ] as const;
    const answer = await assistant.answer({
      message: 'and at the consulate?',
      history,
      fallbackLanguage: 'en',
    });
    expect(answer.factIds).toEqual(['consular-processing-time']);
  });

  it('never states a figure that is not in the facts it used', async () => {
    const extra = [
      'I earn 3000 euros a month, is that enough?',
      'How much for a family of four?',
      'what are the tax rates',
      'How long is everything valid?',
      '¿Cuánto cuesta todo?',
    ];
    const questions = [
      ...evalQuestions.map((item) => [item.question, item.language] as const),
      ...extra.map((question) => [question, 'en'] as const),
    ];
    for (const [question, language] of questions) {
      const answer = await ask(question, language);
      const allowed = new Set(
        knowledge.facts
          .filter((fact) => answer.factIds.includes(fact.id))
          .flatMap((fact) => [...figuresIn(fact.text[answer.language], answer.language)]),
      );
      // The "as of" line carries the year of the facts' dates.
      for (const fact of knowledge.facts.filter((item) => answer.factIds.includes(item.id)))
        allowed.add(String(Number(fact.asOf.slice(0, 4))));
      for (const figure of figuresIn(answer.response, answer.language))
        expect(allowed, `"${figure}" in the answer to "${question}"`).toContain(figure);
    }
  });

  it('uses a model’s phrasing when the phraser gives one, and the engine’s when it gives none', async () => {
    const phraser = vi.fn<Phraser>().mockResolvedValueOnce('Phrased by the model.');
    const withModel = createAssistant(knowledge, phraser);
    const phrased = await withModel.answer({
      message: 'What is the UGE fee?',
      history: [],
      fallbackLanguage: 'en',
    });
    expect(phrased).toMatchObject({ response: 'Phrased by the model.', phrasedBy: 'model' });
    expect(phraser.mock.calls[0]?.[0]).toMatchObject({
      question: 'What is the UGE fee?',
      language: 'en',
      facts: [expect.objectContaining({ id: 'uge-fee' })],
    });
    const kept = await withModel.answer({
      message: 'What is the UGE fee?',
      history: [],
      fallbackLanguage: 'en',
    });
    expect(kept.phrasedBy).toBe('engine');
    expect(kept.response).toContain('€73.26');
    // Nothing to phrase: no model call for an unknown question.
    phraser.mockClear();
    await withModel.answer({ message: 'Best pizza in Rome?', history: [], fallbackLanguage: 'en' });
    expect(phraser).not.toHaveBeenCalled();
  });
});

describe('the legal deadlines after filing (issue 27)', () => {
  it.each([
    [
      'What is a requerimiento and how long do I have to answer it?',
      'en',
      'request-for-documents-deadline',
      '10 working days',
    ],
    [
      '¿Cuánto tiempo tengo para contestar un requerimiento?',
      'es',
      'request-for-documents-deadline',
      '10 días hábiles',
    ],
    ['My visa was denied, how long do I have to appeal?', 'en', 'appeal-deadlines', '1 month'],
    [
      'Me han denegado el visado, ¿cuánto tiempo tengo para recurrir?',
      'es',
      'appeal-deadlines',
      '1 mes',
    ],
    ['What happens if the UGE does not answer in time?', 'en', 'positive-silence', 'approval'],
  ] as const)('%s → %s', async (question, language, factId, words) => {
    const answer = await ask(question, language);
    expect(answer.outcome).toBe('answered');
    expect(answer.factIds).toContain(factId);
    expect(answer.response).toContain(words);
    expect(answer.sources.length).toBeGreaterThan(0);
  });
});

describe('families (issue 28)', () => {
  it.each([
    ['What papers does my wife need to come with me?', 'en', 'family-papers'],
    ['¿Qué documentos necesitan mis hijos?', 'es', 'family-papers'],
    ['Can my parents come with me?', 'en', 'family-members'],
  ] as const)('%s → %s', async (question, language, factId) => {
    const answer = await ask(question, language);
    expect(answer.outcome).toBe('answered');
    expect(answer.factIds).toContain(factId);
    expect(answer.sources.length).toBeGreaterThan(0);
  });
});
