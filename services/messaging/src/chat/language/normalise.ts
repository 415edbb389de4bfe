/** The two languages the assistant reads and answers in. */
export type ChatLanguage = 'en' | 'es';

/** Lower case without accents: "Año", "ano" and "AÑO" meet; ñ folds to n on purpose. */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Words of a text in reading order, lower case, accents kept (the Spanish stemmer needs them).
 * Digits stay words of their own ("790", "183"); every other character separates words.
 */
export function words(text: string): string[] {
  return (
    joinDigitGroups(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** "600,000", "600.000" and "600000" are one word, whichever way the thousands are grouped. */
function joinDigitGroups(text: string): string {
  return text.replace(/(\d)[.,](?=\d{3}(?!\d))/g, '$1');
}

/** A word as written, and whether it starts a sentence (where a capital says nothing). */
export type WrittenWord = { text: string; sentenceStart: boolean };

/** Words with their capitals, for telling names ("Madrid", "UGE") from ordinary words. */
export function writtenWords(text: string): WrittenWord[] {
  const found: WrittenWord[] = [];
  const joined = joinDigitGroups(text);
  for (const match of joined.matchAll(/[\p{L}\p{N}]+/gu)) {
    const before = joined.slice(0, match.index).replace(/[\s¿¡"'“‘(«-]+$/u, '');
    found.push({ text: match[0], sentenceStart: before === '' || /[.!?:;]$/.test(before) });
  }
  return found;
}
