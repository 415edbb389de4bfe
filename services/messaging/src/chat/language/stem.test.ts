import { describe, expect, it } from 'vitest';
import { stem, stemForms } from './stem';

const shareAForm = (a: string, b: string) =>
  stemForms(a, 'es').some((form) => stemForms(b, 'es').includes(form));

describe('stem', () => {
  it('folds English plurals and verb forms onto one stem (Porter2)', () => {
    expect(stem('requirements', 'en')).toBe('requir');
    expect(stem('required', 'en')).toBe('requir');
    expect(stem('earnings', 'en')).toBe(stem('earn', 'en'));
    expect(stem('decisions', 'en')).toBe(stem('decision', 'en'));
    expect(stem('dependants', 'en')).toBe(stem('dependents', 'en'));
  });

  it('folds Spanish plural, gender and verb forms onto one stem (Snowball)', () => {
    expect(stem('ingresos', 'es')).toBe('ingres');
    expect(stem('ingresar', 'es')).toBe('ingres');
    expect(stem('apostillados', 'es')).toBe(stem('apostillar', 'es'));
    expect(stem('actividades', 'es')).toBe(stem('actividad', 'es'));
    expect(stem('traducciones', 'es')).toBe(stem('traducción', 'es'));
  });

  it('gives stems without accents, and leaves numbers alone', () => {
    expect(stem('renovación', 'es')).toBe('renov');
    expect(stem('cónyuge', 'es')).toBe('conyug');
    expect(stem('790', 'es')).toBe('790');
    expect(stem('2026', 'en')).toBe('2026');
    expect(stem('34188', 'en')).toBe('34188');
  });
});

describe('stemForms', () => {
  it('lets a Spanish word typed without accents meet its accented spelling', () => {
    expect(shareAForm('autorizacion', 'autorización')).toBe(true);
    expect(shareAForm('duracion', 'duración')).toBe(true);
    expect(shareAForm('autorizaciones', 'autorización')).toBe(true);
  });

  it('gives an English word one form', () => {
    expect(stemForms('permits', 'en')).toEqual(['permit']);
  });
});
