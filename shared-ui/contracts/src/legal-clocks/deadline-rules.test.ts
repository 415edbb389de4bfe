import { describe, expect, it } from 'vitest';
import { agentMayMove } from '../case-stages';
import { deadlinesOfEvent } from './deadline-rules';
import { createWorkingCalendar } from './working-calendar';

const calendar = createWorkingCalendar();

describe('deadlines of a case event', () => {
  it('a filing with the UGE: its decision is due 20 working days later', () => {
    expect(
      deadlinesOfEvent({ stage: 'submitted', authority: 'uge', date: '2026-11-02' }, calendar),
    ).toEqual([{ kind: 'decision_due', due_on: '2026-11-30' }]);
  });

  it('a filing at a consulate starts no UGE clock', () => {
    expect(
      deadlinesOfEvent(
        { stage: 'submitted', authority: 'consulate', date: '2026-11-02' },
        calendar,
      ),
    ).toEqual([]);
  });

  it('a request for documents: 10 working days from its notification, none without one', () => {
    expect(
      deadlinesOfEvent({ stage: 'more_documents_requested', notified_on: '2026-12-01' }, calendar),
    ).toEqual([{ kind: 'request_answer', due_on: '2026-12-16' }]);
    expect(deadlinesOfEvent({ stage: 'more_documents_requested' }, calendar)).toEqual([]);
  });

  it('a denial: one month for reposición, two for the court', () => {
    expect(
      deadlinesOfEvent({ stage: 'resolved', outcome: 'denied', date: '2026-10-08' }, calendar),
    ).toEqual([
      { kind: 'appeal_reposicion', due_on: '2026-11-09' }, // 8 Nov is a Sunday
      { kind: 'appeal_contencioso', due_on: '2026-12-09' }, // 8 Dec is a holiday
    ]);
  });

  it('a grant: the TIE appointment in a month, renewal 60 days before expiry', () => {
    expect(
      deadlinesOfEvent(
        { stage: 'resolved', outcome: 'granted', date: '2026-11-03', valid_until: '2029-11-03' },
        calendar,
      ),
    ).toEqual([
      { kind: 'tie_appointment', due_on: '2026-12-03' },
      { kind: 'renewal_window_opens', due_on: '2029-09-04' },
    ]);
  });

  it('an appeal: the authority decides it within a month', () => {
    expect(deadlinesOfEvent({ stage: 'appeal_filed', date: '2026-11-06' }, calendar)).toEqual([
      { kind: 'appeal_decision_due', due_on: '2026-12-07' }, // 6 Dec is a Sunday (and a holiday)
    ]);
  });
});

describe('who may appeal', () => {
  it('only a denial can be appealed, and an appeal ends in a new decision', () => {
    expect(agentMayMove('resolved', 'appeal_filed', 'denied')).toBe(true);
    expect(agentMayMove('resolved', 'appeal_filed', 'granted')).toBe(false);
    expect(agentMayMove('resolved', 'submitted', 'denied')).toBe(false);
    expect(agentMayMove('appeal_filed', 'resolved')).toBe(true);
    expect(agentMayMove('appeal_filed', 'submitted')).toBe(false);
  });
});
