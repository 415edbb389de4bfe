const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A reason an agent wrote may name the applicant ("Ana's passport has expired"): every whole-word
 * occurrence of their email, full name and each name becomes the pseudonym. Longest first, so the
 * full name goes as one.
 */
export function scrubPerson(text: string, terms: readonly string[], pseudonym: string): string {
  const words = [...new Set(terms.map((term) => term.trim()).filter((term) => term.length >= 2))]
    .sort((a, b) => b.length - a.length)
    .map(escape);
  if (words.length === 0) return text;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return text.replace(pattern, pseudonym);
}
