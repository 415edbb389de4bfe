/** "14:05" today, "Yesterday 14:05", or the date for older messages, in the reader's language. */
export function messageTime(
  iso: string,
  language: string,
  labels: { today: string; yesterday: string },
  now: Date = new Date(),
): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(
    date,
  );
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const day = 24 * 60 * 60 * 1000;
  if (date.getTime() >= startOfToday) return `${labels.today} ${time}`;
  if (date.getTime() >= startOfToday - day) return `${labels.yesterday} ${time}`;
  const sameYear = date.getFullYear() === now.getFullYear();
  const dayPart = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
  return `${dayPart} ${time}`;
}
