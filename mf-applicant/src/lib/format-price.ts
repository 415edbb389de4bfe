/** Whole euros in the reader's language: "€299" in English, "299 €" in Spanish. */
export function formatEuros(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);
}
