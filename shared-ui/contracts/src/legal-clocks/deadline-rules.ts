import type { CaseStage } from '../case-stages';
import { addCalendarDays } from './calendar-dates';
import type { WorkingCalendar } from './working-calendar';

/**
 * The deadlines a case's events start (the HTTP contract, "Legal clocks"; docs/product/legal-clocks.md):
 * what each is, how it is counted, and which later stage answers it.
 */
export const DEADLINE_KINDS = [
  'decision_due',
  'request_answer',
  'appeal_reposicion',
  'appeal_contencioso',
  'tie_appointment',
  'renewal_window_opens',
  'appeal_decision_due',
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const DECISION_DUE_WORKING_DAYS = 20;
export const REQUEST_ANSWER_WORKING_DAYS = 10;
export const RENEWAL_WINDOW_DAYS = 60;
export const MAX_REQUESTED_ITEMS = 10;

/** The details of a stage event that start its deadlines. */
export type ClockEvent = {
  stage: CaseStage;
  authority?: string;
  date?: string;
  notified_on?: string;
  outcome?: string;
  valid_until?: string;
};

export type ComputedDeadline = { kind: DeadlineKind; due_on: string };

export function deadlinesOfEvent(event: ClockEvent, calendar: WorkingCalendar): ComputedDeadline[] {
  switch (event.stage) {
    case 'submitted':
      return event.authority === 'uge' && event.date
        ? [
            {
              kind: 'decision_due',
              due_on: calendar.addWorkingDays(event.date, DECISION_DUE_WORKING_DAYS),
            },
          ]
        : [];
    case 'more_documents_requested':
      return event.notified_on
        ? [
            {
              kind: 'request_answer',
              due_on: calendar.addWorkingDays(event.notified_on, REQUEST_ANSWER_WORKING_DAYS),
            },
          ]
        : [];
    case 'resolved':
      if (!event.date) return [];
      if (event.outcome === 'denied')
        return [
          { kind: 'appeal_reposicion', due_on: calendar.addMonths(event.date, 1) },
          { kind: 'appeal_contencioso', due_on: calendar.addMonths(event.date, 2) },
        ];
      return [
        { kind: 'tie_appointment', due_on: calendar.addMonths(event.date, 1) },
        ...(event.valid_until
          ? [
              {
                kind: 'renewal_window_opens' as const,
                due_on: addCalendarDays(event.valid_until, -RENEWAL_WINDOW_DAYS),
              },
            ]
          : []),
      ];
    case 'appeal_filed':
      return event.date
        ? [{ kind: 'appeal_decision_due', due_on: calendar.addMonths(event.date, 1) }]
        : [];
    default:
      return [];
  }
}

/**
 * Deadlines a later stage answers, so they close by themselves: the authority's decision or request
 * ends its wait, and filing the answer ends the request.
 */
export const DEADLINES_ANSWERED_BY: Partial<Record<CaseStage, readonly DeadlineKind[]>> = {
  submitted: ['request_answer'],
  more_documents_requested: ['decision_due'],
  resolved: ['decision_due', 'request_answer', 'appeal_decision_due'],
  appeal_filed: ['appeal_reposicion', 'appeal_contencioso'],
};
