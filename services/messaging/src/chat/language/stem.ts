// The package ships no types: the reference brings ours to every project compiling this file (infra).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./wink-porter2-stemmer.d.ts" />
import { stemmer as snowballSpanish } from '@orama/stemmers/spanish';
import porter2English from 'wink-porter2-stemmer';
import { foldAccents, type ChatLanguage } from './normalise';

/**
 * The Snowball stem of one lower-case word, accents folded: Porter2 for English (the algorithm of
 * PostgreSQL's `english` configuration), Snowball Spanish for Spanish (that of `spanish`).
 * "requirements" and "required" become "requir"; "ingresos" and "ingresar" become "ingres".
 */
export function stem(word: string, language: ChatLanguage): string {
  // Figures stay as written: Porter2 reads a digit as a letter ("2023" would become "202i").
  if (/\d/.test(word)) return word;
  return language === 'en' ? porter2English(foldAccents(word)) : foldAccents(snowballSpanish(word));
}

/**
 * Every stem a word is found under. Snowball reads Spanish accents ("autorización" loses its
 * suffix, "autorizacion" keeps it), and applicants often type without them, so a Spanish word
 * is also stemmed accent-folded: both spellings then share a form.
 */
export function stemForms(word: string, language: ChatLanguage): string[] {
  const forms = [stem(word, language)];
  if (language === 'es') {
    const folded = stem(foldAccents(word), 'es');
    if (!forms.includes(folded)) forms.push(folded);
  }
  return forms;
}
