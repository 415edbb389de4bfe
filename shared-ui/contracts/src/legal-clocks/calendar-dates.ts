/**
 * Calendar dates as `YYYY-MM-DD` strings, counted on the UTC calendar so no time zone or daylight
 * saving change moves a day. "Today" for a legal date is Spain's (the authority's) calendar day.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function toUtcMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function formatUtcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addCalendarDays(date: string, days: number): string {
  return formatUtcDate(toUtcMs(date) + days * DAY_MS);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The same day number `months` later; the month's last day when that month is shorter
 * (31 January + 1 month = 28 or 29 February).
 */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = daysInMonth(target.getUTCFullYear(), target.getUTCMonth());
  target.setUTCDate(Math.min(day, lastDay));
  return formatUtcDate(target.getTime());
}

/** Today's date in Spain (mainland), where the authorities count. */
export function spanishToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
