import type { SynonymGroup } from '../knowledge/fact';
import { DOMAIN_WORDS, FILLER_WORDS } from '../language/filler-words';
import { foldAccents, words, writtenWords, type ChatLanguage } from '../language/normalise';
import { stemForms } from '../language/stem';
import { STOPWORDS } from '../language/stopwords';

/** Concept terms are kept apart from word stems by this mark ("@income"). */
export const CONCEPT_MARK = '@';

/**
 * One meaningful word of a text: the forms it may be found under (its stem and the concepts of
 * every synonym phrase it belongs to), and whether it is an everyday filler word.
 */
export type TermUnit = { word: string; forms: string[]; filler: boolean; domain: boolean };

export type Analyser = {
  /** The meaningful words of a text, in order, each with its stem and concepts. */
  units(text: string, language: ChatLanguage): TermUnit[];
  /** Every form of every unit, for indexing a document. */
  terms(text: string, language: ChatLanguage): string[];
};

/** A synonym phrase: the stems each of its words may take, and its concept. */
type Phrase = { parts: string[][]; concept: string };

/** Synonym phrases of one language, by each stem of their first word, longest first. */
function phraseTable(synonyms: readonly SynonymGroup[], language: ChatLanguage) {
  const table = new Map<string, Phrase[]>();
  for (const { concept, terms } of synonyms) {
    for (const term of terms) {
      const parts = words(term).map((word) => stemForms(word, language));
      for (const first of parts[0] ?? []) {
        const list = table.get(first) ?? [];
        list.push({ parts, concept: `${CONCEPT_MARK}${concept}` });
        table.set(first, list);
      }
    }
  }
  for (const list of table.values()) list.sort((a, b) => b.parts.length - a.parts.length);
  return table;
}

/**
 * Turns text into retrieval terms: words folded and stemmed in their language (Snowball), stopwords dropped, and synonym phrases ("minimum wage", "cuánto tarda")
 * added as concepts, so "salary", "earn" and "ingresos" meet on `@income`.
 */
export function createAnalyser(synonyms: readonly SynonymGroup[]): Analyser {
  const tables: Record<ChatLanguage, Map<string, Phrase[]>> = {
    en: phraseTable(synonyms, 'en'),
    es: phraseTable(synonyms, 'es'),
  };

  function units(text: string, language: ChatLanguage): TermUnit[] {
    const written = writtenWords(text);
    const all = written.map((word) => word.text.toLowerCase());
    // A capitalised word inside a sentence is a name ("Madrid"): stemming would turn it into another word.
    const stems = written.map(({ text: word, sentenceStart }) =>
      !sentenceStart && /^\p{Lu}\p{Ll}/u.test(word)
        ? [foldAccents(word)]
        : stemForms(word.toLowerCase(), language),
    );
    // Concepts found at each word position; a phrase marks every position it spans.
    const conceptsAt = stems.map(() => new Set<string>());
    const phraseOnly: TermUnit[] = [];
    const spells = (position: number, part: readonly string[]) =>
      part.some((form) => stems[position]?.includes(form));
    stems.forEach((forms, start) => {
      const phrases = new Set(forms.flatMap((form) => tables[language].get(form) ?? []));
      for (const phrase of phrases) {
        const span = phrase.parts.length;
        // One word that is a stopword here ("son" is "are" in Spanish) is no synonym of anything.
        const stopword = span === 1 && STOPWORDS[language].has(foldAccents(all[start] ?? ''));
        if (!stopword && phrase.parts.every((part, offset) => spells(start + offset, part))) {
          for (let i = start; i < start + span; i++) conceptsAt[i]?.add(phrase.concept);
        }
      }
    });
    const result: TermUnit[] = [];
    all.forEach((word, index) => {
      const folded = foldAccents(word);
      const concepts = [...(conceptsAt[index] ?? [])];
      if (STOPWORDS[language].has(folded)) {
        // "how long" is all stopwords; its concept still counts, once per phrase.
        for (const concept of concepts) {
          if (
            !result.some((unit) => unit.forms.includes(concept)) &&
            !phraseOnly.some((unit) => unit.forms.includes(concept))
          )
            phraseOnly.push({ word, forms: [concept], filler: false, domain: false });
        }
        return;
      }
      result.push({
        word: folded,
        forms: [...(stems[index] ?? [folded]), ...concepts],
        filler: FILLER_WORDS[language].has(folded),
        domain: DOMAIN_WORDS.has(folded),
      });
    });
    return [
      ...result,
      ...phraseOnly.filter(
        (unit) => !result.some((other) => other.forms.includes(unit.forms[0] ?? '')),
      ),
    ];
  }

  return {
    units,
    terms: (text, language) => units(text, language).flatMap((unit) => unit.forms),
  };
}
