import { describe, expect, it } from 'vitest';
import { detectLanguage, readLanguageCookie, writeLanguageCookie } from './language';

describe('detectLanguage', () => {
  it('uses the nomada_lang cookie first', () => {
    expect(detectLanguage('a=1; nomada_lang=es', ['en-GB'])).toBe('es');
    expect(detectLanguage('nomada_lang=en', ['es-ES'])).toBe('en');
  });

  it('defaults to en for English browsers and es for everyone else', () => {
    expect(detectLanguage('', ['en-US', 'es'])).toBe('en');
    expect(detectLanguage('', ['en'])).toBe('en');
    expect(detectLanguage('', ['es-ES'])).toBe('es');
    expect(detectLanguage('', ['de-DE', 'en'])).toBe('es');
    expect(detectLanguage('', [])).toBe('es');
  });

  it('ignores an unknown cookie value', () => {
    expect(readLanguageCookie('nomada_lang=fr')).toBeUndefined();
    expect(detectLanguage('nomada_lang=fr', ['en'])).toBe('en');
  });
});

describe('writeLanguageCookie', () => {
  it('stores the language for the whole site', () => {
    writeLanguageCookie('es');
    expect(readLanguageCookie(document.cookie)).toBe('es');
  });
});
