import type { Language } from './language';

/** Thousands every three digits; Spanish groups only from five digits on ("1999", "12.345"). */
function groupDigits(digits: string, separator: string, minimumLength: number): string {
  if (digits.length < minimumLength) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

const slowFormat = (amount: number, language: Language) =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(amount);

/**
 * Whole euros the way the reader's language writes them: "€1,999" in English, "1999 €" in
 * Spanish (a no-break space before the sign), as `Intl.NumberFormat` with the EUR currency does
 * (the tests compare the two). Written out because the first currency formatter a page makes
 * loads the browser's locale data in the middle of hydration: 47 ms of one task at a phone's 4x
 * CPU on the pages with prices (issue 30).
 */
export function formatEuros(amount: number, language: Language): string {
  const whole = Math.round(Math.abs(amount));
  // Beyond what String() writes as plain digits, the browser's own formatter (never a price).
  if (!Number.isSafeInteger(whole)) return slowFormat(amount, language);
  const sign = amount < 0 ? '-' : '';
  if (language === 'es') return `${sign}${groupDigits(String(whole), '.', 5)}\u00a0€`;
  return `${sign}€${groupDigits(String(whole), ',', 4)}`;
}
