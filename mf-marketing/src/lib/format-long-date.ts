/** "October 24, 2025" / "24 de octubre de 2025" from an ISO date, independent of the reader's time zone. */
export function formatLongDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
