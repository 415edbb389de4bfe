/**
 * Reads an amount typed the English or the Spanish way ("3,500.50", "3.500,50", "3500"). Returns
 * null when it is not a number. A single separator followed by exactly three digits is read as
 * a thousands separator, because people type "3,500" or "3.500" for three thousand five hundred.
 */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[\s€]/g, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastDot);
  let normalized: string;
  if (decimalAt === -1) {
    normalized = cleaned;
  } else {
    const separator = cleaned[decimalAt];
    const decimals = cleaned.slice(decimalAt + 1);
    const usedOnce = cleaned.indexOf(separator ?? '') === decimalAt;
    const isDecimal = (lastComma !== -1 && lastDot !== -1) || (usedOnce && decimals.length !== 3);
    normalized = isDecimal
      ? `${cleaned.slice(0, decimalAt).replace(/[.,]/g, '')}.${decimals}`
      : cleaned.replace(/[.,]/g, '');
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}
