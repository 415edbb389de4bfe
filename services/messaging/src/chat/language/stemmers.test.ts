import { describe, expect, it } from 'vitest';
import { stemEnglish } from './stem-english';
import { stemSpanish } from './stem-spanish';

describe('Porter stemmer (English)', () => {
  it.each([
    ['caresses', 'caress'],
    ['ponies', 'poni'],
    ['hopping', 'hop'],
    ['relational', 'relat'],
    ['generalizations', 'gener'],
    ['requirements', 'requir'],
    ['required', 'requir'],
    ['earnings', 'earn'],
  ])('%s → %s', (word, stem) => {
    expect(stemEnglish(word)).toBe(stem);
  });

  it('leaves numbers and short words alone', () => {
    expect(stemEnglish('790')).toBe('790');
    expect(stemEnglish('is')).toBe('is');
  });
});

describe('Snowball stemmer (Spanish)', () => {
  it('folds plural, gender and verb forms onto one stem', () => {
    expect(stemSpanish('ingresos')).toBe(stemSpanish('ingreso'));
    expect(stemSpanish('ingresar')).toBe(stemSpanish('ingreso'));
    expect(stemSpanish('apostillados')).toBe(stemSpanish('apostillar'));
    expect(stemSpanish('necesitamos')).toBe(stemSpanish('necesito'));
    expect(stemSpanish('actividades')).toBe(stemSpanish('actividad'));
  });

  it('strips suffixes and accents', () => {
    expect(stemSpanish('rápidamente')).toBe('rapid');
    expect(stemSpanish('renovación')).toBe('renov');
    expect(stemSpanish('traducciones')).toBe(stemSpanish('traducción'));
  });
});
