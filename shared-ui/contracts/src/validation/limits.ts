/**
 * The limits of docs/product/validation.md as plain values, apart from the schemas (fields.ts):
 * a screen that only shows a limit or checks a date does not load zod with them.
 */

export const EMAIL_MAX = 255;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_SPECIALS = '@$!%*?&';
export const PHONE_MIN = 10;
/** Beyond any real value of a short field: checks after it are skipped for longer input. */
export const TEXT_HARD_MAX = 1000;

/**
 * local@label.label…: each domain label excludes the dot, so every character has exactly one place
 * to match and the test stays linear (the older `[^\s@]+\.[^\s@]+` backtracked quadratically).
 */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;

export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function isAdult(value: string, today = new Date()): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const eighteenth = Date.UTC(y + 18, m - 1, d);
  return eighteenth <= today.getTime();
}
