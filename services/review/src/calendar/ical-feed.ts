import { addCalendarDays, DEADLINE_TEXTS, type Language } from '@nomada/contracts';
import type { AgentDeadline } from '@nomada/contracts';

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and one space), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replace(/-/g, '');
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * One agent's open deadlines as an iCalendar feed: one all-day event per deadline, its UID stable
 * across fetches (the deadline's id), the applicant named only in the title the agent reads.
 */
export function buildDeadlineFeed(
  deadlines: readonly AgentDeadline[],
  { language, now, host }: { language: Language; now: Date; host: string },
): string {
  const stamp = utcStamp(now);
  const events = deadlines.flatMap((deadline) => {
    const text = DEADLINE_TEXTS[deadline.kind][language];
    const missing = deadline.missing_items.length
      ? `\n${language === 'es' ? 'Falta' : 'Missing'}: ${deadline.missing_items.join(', ')}`
      : '';
    return [
      'BEGIN:VEVENT',
      `UID:${deadline.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(deadline.due_on)}`,
      `DTEND;VALUE=DATE:${compactDate(addCalendarDays(deadline.due_on, 1))}`,
      `SUMMARY:${escapeText(`${text.title}: ${deadline.applicant_name}`)}`,
      `DESCRIPTION:${escapeText(`${text.agentTodo}${missing}`)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nomada//Legal deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(language === 'es' ? 'Nomada: plazos' : 'Nomada: deadlines')}`,
    ...events,
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
