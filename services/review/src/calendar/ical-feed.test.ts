import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { AgentDeadline } from '@nomada/contracts';
import { buildDeadlineFeed } from './ical-feed';

const deadline = (changes: Partial<AgentDeadline> = {}): AgentDeadline => ({
  id: '3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a60',
  kind: 'request_answer',
  due_on: '2026-11-30',
  source_event: 'more_documents_requested',
  userId: '8a1e2f3c-4b5d-4c6e-8f70-9a0b1c2d3e4f',
  applicant_name: 'Carmen Caso',
  missing_items: ['Bank statement; stamped, last 3 months', 'Client contract'],
  working_days_left: 2,
  overdue: false,
  ...changes,
});

const options = {
  language: 'en' as const,
  now: new Date('2026-11-28T10:00:00Z'),
  host: 'nomada.example',
};

describe('the deadline feed (RFC 5545)', () => {
  it('is read by a calendar library as one all-day event per deadline with stable UIDs', () => {
    const text = buildDeadlineFeed(
      [
        deadline(),
        deadline({
          id: '00000000-0000-4000-8000-000000000001',
          kind: 'decision_due',
          missing_items: [],
        }),
      ],
      options,
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(events).toHaveLength(2);
    const [first] = events;
    expect(first!.uid).toBe('3f2b8c1e-6a4d-4e0f-9b7a-1c2d3e4f5a60@nomada.example');
    expect(first!.startDate.isDate).toBe(true);
    expect(first!.startDate.toString()).toBe('2026-11-30');
    expect(first!.endDate.toString()).toBe('2026-12-01');
    expect(first!.summary).toBe('Answer the request for documents: Carmen Caso');
    expect(first!.description).toContain(
      'Missing: Bank statement; stamped, last 3 months, Client contract',
    );
    expect(events[1]!.summary).toBe('The UGE must decide: Carmen Caso');
  });

  it('ends every line with CRLF and folds long ones at 75 octets without splitting a character', () => {
    const text = buildDeadlineFeed([deadline({ applicant_name: 'Ñandú '.repeat(30) })], {
      ...options,
      language: 'es',
    });
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe(`Responder al requerimiento: ${'Ñandú '.repeat(30)}`);
  });

  it('is a valid empty calendar when nothing is open', () => {
    const calendar = new ICAL.Component(ICAL.parse(buildDeadlineFeed([], options)));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});
