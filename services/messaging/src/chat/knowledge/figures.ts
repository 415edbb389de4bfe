import type { ChatLanguage } from '../language/normalise';

/** Grouped thousands ("34,188", "12.820,50") or a plain number with an optional decimal part. */
const NUMBER = /\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2}(?!\d))?/g;

/**
 * The value of a number as written in `language`: English groups thousands with commas and writes
 * decimals after a point ("€12,820.50"), Spanish the other way round ("12.820,50 €").
 */
function valueOf(written: string, language: ChatLanguage): number {
  const [group, decimal] = language === 'en' ? [',', '.'] : ['.', ','];
  const lastDecimal = written.lastIndexOf(decimal);
  const hasDecimal = lastDecimal >= 0 && written.length - lastDecimal - 1 <= 2;
  const integerPart = hasDecimal ? written.slice(0, lastDecimal) : written;
  const fraction = hasDecimal ? written.slice(lastDecimal + 1) : '';
  const digits = integerPart.split(group).join('').replace(/[.,]/g, '');
  return Number(fraction ? `${digits}.${fraction}` : digits);
}

/**
 * Every figure a text states, as canonical numbers ("34188", "12820.5", "24"), so the same amount
 * written in either language, or by a model, compares equal.
 */
export function figuresIn(text: string, language: ChatLanguage): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(NUMBER)) {
    const value = valueOf(match[0], language);
    if (Number.isFinite(value)) found.add(String(value));
  }
  return found;
}
