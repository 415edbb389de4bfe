import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { createRetriever } from './retriever';
import { questionKinds } from './question-kind';

const retriever = createRetriever(loadKnowledge());
const ids = (question: string, language: 'en' | 'es', previous?: string) =>
  retriever.retrieve(question, language, previous).facts.map((fact) => fact.id);

describe('retrieval over the knowledge base', () => {
  it('finds a fact through stems and synonyms, whatever words the applicant uses', () => {
    expect(ids('What salary do I need?', 'en')[0]).toBe('income-threshold-2026');
    expect(ids('how much should I be earning', 'en')[0]).toBe('income-threshold-2026');
    expect(ids('¿Qué sueldo necesito?', 'es')[0]).toBe('income-threshold-2026');
    expect(ids('does my police certificate need legalising?', 'en')).toContain('apostille');
  });

  it('reads Spanish questions against the Spanish texts and synonyms', () => {
    expect(ids('¿Cuánto cuesta la tasa?', 'es')[0]).toBe('uge-fee');
    expect(ids('¿Quién puede traducir mis documentos?', 'es')).toContain('sworn-translation');
    expect(ids('¿Puedo llevar a mis hijos?', 'es')).toContain('family-members');
  });

  it('ranks the fact that answers the kind of question asked', () => {
    expect(ids('How long does the UGE take?', 'en')[0]).toBe('uge-processing-time');
    expect(ids('How much is the UGE fee?', 'en')[0]).toBe('uge-fee');
  });

  it('tells the visa threshold of each year from the minimum wage itself', () => {
    expect(ids('What is the income threshold for 2026?', 'en')[0]).toBe('income-threshold-2026');
    expect(ids('What is the 2026 income requirement?', 'en')).toContain('income-threshold-2026');
    expect(ids('What was the threshold in 2025?', 'en')).toEqual(['income-threshold-2025']);
    expect(ids('What was the income requirement last year?', 'en')[0]).toBe(
      'income-threshold-2025',
    );
    expect(ids('¿Cuál era el umbral en 2025?', 'es')).toEqual(['income-threshold-2025']);
    expect(ids('What is the minimum wage in Spain?', 'en')[0]).toBe('smi-2026');
  });

  it('answers how long the permit lasts and whether family members may work', () => {
    expect(ids('How long does the residence permit last?', 'en')[0]).toBe('permit-duration');
    expect(ids('¿Cuánto dura la autorizacion de residencia?', 'es')[0]).toBe('permit-duration');
    expect(ids('Can my spouse work in Spain?', 'en')[0]).toBe('family-work');
    expect(ids('¿Puede trabajar mi marido en España?', 'es')[0]).toBe('family-work');
  });

  it('does not count the applicant’s own figures as a topic it does not know', () => {
    expect(ids('Our company was set up 5 months ago, can I still apply?', 'en')).toEqual([
      'company-relationship',
    ]);
    expect(ids('I earn 2500 euros a month, is that enough?', 'en')[0]).toBe(
      'income-threshold-2026',
    );
    expect(ids('Can I bring my 3 cats?', 'en')).toEqual([]);
  });

  it('reads future and conditional forms and "how fast" as the question words they are', () => {
    expect(ids('¿Mi esposo podría trabajar aquí si se viene conmigo?', 'es')[0]).toBe(
      'family-work',
    );
    expect(ids('How fast does the UGE decide?', 'en')[0]).toBe('uge-processing-time');
  });

  it('reads a sum of money asked about as the income threshold, and "who can apply" as eligibility', () => {
    expect(ids('Is €3,000 a month enough to qualify?', 'en')[0]).toBe('income-threshold-2026');
    expect(ids('¿Son suficientes 3.000 € al mes?', 'es')[0]).toBe('income-threshold-2026');
    expect(ids('Who can apply?', 'en')[0]).toBe('who-qualifies');
    expect(ids('¿Quién puede pedir el visado?', 'es')[0]).toBe('who-qualifies');
  });

  it('returns nothing for questions the knowledge base does not cover', () => {
    expect(ids('What is the capital of France?', 'en')).toEqual([]);
    expect(ids('Can I bring my dog to Spain?', 'en')).toEqual([]);
    expect(ids('¿Dónde puedo alquilar un piso barato en Valencia?', 'es')).toEqual([]);
    expect(ids('asdf qwerty', 'en')).toEqual([]);
  });

  it('does not take a city for a word of the knowledge base', () => {
    // "Madrid" stems like "madre" (mother); as a name it stays itself.
    expect(ids('¿Cuál es el mejor colegio para mis hijos en Madrid?', 'es')).toEqual([]);
  });

  it('leans on the previous question for a follow-up', () => {
    const atTheConsulate = 'and at the consulate?';
    expect(ids(atTheConsulate, 'en', 'How long does it take to get a decision?')).toEqual([
      'consular-processing-time',
    ]);
    expect(ids(atTheConsulate, 'en', 'How much is the fee?')).toEqual(['consular-fee']);
    expect(ids('y en el consulado?', 'es', '¿Cuánto tarda la resolución?')).toEqual([
      'consular-processing-time',
    ]);
    // A question that stands on its own is not pulled towards the previous one.
    expect(ids('What documents do I need?', 'en', 'How much is the fee?')[0]).toBe(
      'documents-list',
    );
  });

  it('gives at most two facts', () => {
    for (const question of ['documents', 'visa fee renew permit income tax family'])
      expect(ids(question, 'en').length).toBeLessThanOrEqual(2);
  });
});

describe('questionKinds', () => {
  it('reads how a question is asked in either language', () => {
    expect([...questionKinds('How much does it cost?')]).toContain('amount');
    expect([...questionKinds('¿Cuánto tarda?')]).toContain('duration');
    expect([...questionKinds('What documents do I need?')]).toContain('documents');
    expect([...questionKinds('¿Puedo trabajar para empresas españolas?')]).toContain('eligibility');
    expect([...questionKinds('¿Cómo lo solicito?')]).toContain('process');
    expect([...questionKinds('What is the Beckham law?')]).toContain('definition');
  });
});
