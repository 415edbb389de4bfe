import type { Language } from './language';

/** Whole euros the way the reader's language writes them: "€299" in English, "299 €" in Spanish. */
export function formatEuros(amount: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}
