import { foldAccents, words, type ChatLanguage } from './normalise';
import { LANGUAGE_MARKERS } from './stopwords';

/** Letters and marks only Spanish uses among the two languages. */
const SPANISH_SIGNS = /[ñ¿¡áéíóú]/gi;

/**
 * The language a question is written in: marker words of each language, plus Spanish's own signs.
 * A question too short to tell ("UGE?", "NIE") takes `fallback` (the reader's interface language).
 */
export function detectLanguage(text: string, fallback: ChatLanguage): ChatLanguage {
  let en = 0;
  let es = 0;
  for (const word of words(text).map(foldAccents)) {
    if (LANGUAGE_MARKERS.en.has(word)) en++;
    if (LANGUAGE_MARKERS.es.has(word)) es++;
  }
  es += Math.min(2, (text.match(SPANISH_SIGNS) ?? []).length);
  if (en === es) return fallback;
  return es > en ? 'es' : 'en';
}
