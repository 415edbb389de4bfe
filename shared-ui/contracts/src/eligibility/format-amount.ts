const intlFormat = (amount: number, language: string, whole: boolean) =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);

/**
 * Euros in the reader's language, with cents only when there are any (€12,820.50, 34.188 €), as
 * `Intl.NumberFormat` with the EUR currency writes them (the tests compare the two). Written out for
 * English and Spanish because the first currency formatter a page makes loads the browser's locale
 * data in the middle of hydration: tens of milliseconds of one task on a phone (issue 30).
 */
export function formatAmount(amount: number, language: string): string {
  const whole = Number.isInteger(amount);
  const cents = Math.round(Math.abs(amount) * 100);
  const es = language === 'es';
  if ((!es && language !== 'en') || !Number.isSafeInteger(cents))
    return intlFormat(amount, language, whole);
  let euros = String(Math.floor(cents / 100));
  // Thousands every three digits; Spanish groups only from five digits on ("1999", "12.345").
  if (euros.length >= (es ? 5 : 4)) euros = euros.replace(/\B(?=(\d{3})+$)/g, es ? '.' : ',');
  const number = whole ? euros : `${euros}${es ? ',' : '.'}${String(cents % 100).padStart(2, '0')}`;
  // Intl keeps the sign of an amount that shows as zero (-0.001 is "-€0.00", and so is -0).
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return es ? `${sign}${number}\u00a0€` : `${sign}€${number}`;
}
