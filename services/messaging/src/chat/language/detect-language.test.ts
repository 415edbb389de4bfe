import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it.each([
    ['How much do I need to earn per month?', 'en'],
    ['what documents do i need', 'en'],
    ['¿Cuánto tengo que ganar al mes?', 'es'],
    ['necesito apostillar los documentos', 'es'],
    ['y si no me contestan en plazo', 'es'],
  ])('"%s" is %s', (question, language) => {
    expect(detectLanguage(question, language === 'en' ? 'es' : 'en')).toBe(language);
  });

  it('takes the reader’s language when the question is too short to tell', () => {
    expect(detectLanguage('UGE?', 'es')).toBe('es');
    expect(detectLanguage('NIE', 'en')).toBe('en');
  });
});
