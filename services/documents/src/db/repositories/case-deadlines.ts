import {
  DEADLINES_ANSWERED_BY,
  daysBetween,
  deadlinesOfEvent,
  type CaseDeadline,
  type CaseStage,
  type ClockEvent,
  type ComputedDeadline,
  type WorkingCalendar,
} from '@nomada/contracts';
import type { Selectable } from 'kysely';
import type { CaseDeadlineRow, CaseEventsTable } from '../schema';
import type { Db } from './required-documents';

/** The dates of a stored event that start its deadlines. */
export function clockEventOf(row: Selectable<CaseEventsTable>): ClockEvent {
  return {
    stage: row.stage,
    ...(row.authority ? { authority: row.authority } : {}),
    ...(row.date ? { date: row.date } : {}),
    ...(row.notified_on ? { notified_on: row.notified_on } : {}),
    ...(row.outcome ? { outcome: row.outcome } : {}),
    ...(row.valid_until ? { valid_until: row.valid_until } : {}),
  };
}

export function toCaseDeadline(row: CaseDeadlineRow): CaseDeadline {
  return {
    id: row.id,
    kind: row.kind,
    due_on: row.due_on,
    source_event: row.source_stage,
    ...(row.done_at ? { done_at: row.done_at.toISOString() } : {}),
  };
}

export function deadlinesOf(db: Db, userId: string): Promise<CaseDeadlineRow[]> {
  return db
    .selectFrom('documents.case_deadlines')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('due_on')
    .orderBy('kind')
    .execute();
}

/**
 * In the event's transaction: the deadlines it answers close (the authority decided, the answer was
 * filed), and the ones it starts are stored with it.
 */
export async function recordDeadlinesOfEvent(
  trx: Db,
  { userId, eventId, event }: { userId: string; eventId: string; event: ClockEvent },
  calendar: WorkingCalendar,
): Promise<ComputedDeadline[]> {
  const answered = DEADLINES_ANSWERED_BY[event.stage] ?? [];
  if (answered.length > 0)
    await trx
      .updateTable('documents.case_deadlines')
      .set({ done_at: new Date() })
      .where('user_id', '=', userId)
      .where('kind', 'in', answered)
      .where('done_at', 'is', null)
      .execute();
  const computed = deadlinesOfEvent(event, calendar);
  if (computed.length === 0) return [];
  await trx
    .insertInto('documents.case_deadlines')
    .values(
      computed.map((deadline) => ({
        user_id: userId,
        event_id: eventId,
        source_stage: event.stage as CaseStage,
        kind: deadline.kind,
        due_on: deadline.due_on,
      })),
    )
    .execute();
  return computed;
}

export type CompleteDeadlineOutcome = 'done' | 'not_found' | 'not_open';

/** The assigned agent marks a deadline of this applicant done (review checked who may). */
export async function completeDeadline(
  trx: Db,
  { userId, deadlineId, agentId }: { userId: string; deadlineId: string; agentId: string },
): Promise<CompleteDeadlineOutcome> {
  const row = await trx
    .selectFrom('documents.case_deadlines')
    .select(['id', 'done_at'])
    .where('id', '=', deadlineId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return 'not_found';
  if (row.done_at) return 'not_open';
  await trx
    .updateTable('documents.case_deadlines')
    .set({ done_at: new Date(), done_by: agentId })
    .where('id', '=', deadlineId)
    .execute();
  return 'done';
}

export type OpenDeadline = CaseDeadline & {
  user_id: string;
  /** `request_answer`: requested items with no file yet, or refused. */
  missing_items: string[];
  working_days_left: number | null;
};

/** How far `dueOn` is from `today` in working days; null beyond a month (and beyond the data). */
export function workingDaysLeft(
  calendar: WorkingCalendar,
  today: string,
  dueOn: string,
): number | null {
  if (daysBetween(today, dueOn) > 31) return null;
  return dueOn >= today
    ? calendar.workingDaysBetween(today, dueOn)
    : -calendar.workingDaysBetween(dueOn, today);
}

/** Every open deadline of these applicants, soonest first (due-soon lists, feeds, reminders). */
export async function openDeadlinesOf(
  db: Db,
  userIds: string[] | 'all',
  { calendar, today }: { calendar: WorkingCalendar; today: string },
): Promise<OpenDeadline[]> {
  if (userIds !== 'all' && userIds.length === 0) return [];
  let query = db
    .selectFrom('documents.case_deadlines')
    .selectAll()
    .where('done_at', 'is', null)
    .orderBy('due_on')
    .orderBy('id');
  if (userIds !== 'all') query = query.where('user_id', 'in', userIds);
  const rows = await query.execute();
  const requestEvents = rows
    .filter((row) => row.kind === 'request_answer')
    .map((row) => row.event_id);
  const missing = await missingRequestedItems(db, requestEvents);
  return rows.map((row) => ({
    ...toCaseDeadline(row),
    user_id: row.user_id,
    missing_items: row.kind === 'request_answer' ? (missing.get(row.event_id) ?? []) : [],
    working_days_left: workingDaysLeft(calendar, today, row.due_on),
  }));
}

/** Per request event: the names of its items the applicant has not uploaded (or had refused). */
async function missingRequestedItems(db: Db, eventIds: string[]): Promise<Map<string, string[]>> {
  const missing = new Map<string, string[]>();
  if (eventIds.length === 0) return missing;
  const rows = await db
    .selectFrom('documents.required_documents as r')
    .leftJoin('documents.user_documents as d', (join) =>
      join.onRef('d.required_document_id', '=', 'r.id').onRef('d.user_id', '=', 'r.user_id'),
    )
    .select(['r.request_event_id', 'r.name_en'])
    .where('r.request_event_id', 'in', eventIds)
    .where((eb) => eb.or([eb('d.status', 'is', null), eb('d.status', '=', 'rejected')]))
    .orderBy('r.sort_order')
    .execute();
  for (const row of rows)
    if (row.request_event_id)
      missing.set(row.request_event_id, [
        ...(missing.get(row.request_event_id) ?? []),
        row.name_en,
      ]);
  return missing;
}

/**
 * After an event's dates were corrected: its open deadlines move to the new days, ones it no longer
 * starts go, new ones are added; a deadline already done stays as it was.
 */
export async function recomputeDeadlinesOfEvent(
  trx: Db,
  { userId, eventId, event }: { userId: string; eventId: string; event: ClockEvent },
  calendar: WorkingCalendar,
): Promise<void> {
  const computed = deadlinesOfEvent(event, calendar);
  const existing = await trx
    .selectFrom('documents.case_deadlines')
    .select(['id', 'kind', 'done_at'])
    .where('event_id', '=', eventId)
    .execute();
  for (const deadline of computed) {
    const known = existing.find((row) => row.kind === deadline.kind);
    if (!known)
      await trx
        .insertInto('documents.case_deadlines')
        .values({
          user_id: userId,
          event_id: eventId,
          source_stage: event.stage,
          kind: deadline.kind,
          due_on: deadline.due_on,
        })
        .execute();
    else if (!known.done_at)
      await trx
        .updateTable('documents.case_deadlines')
        .set({ due_on: deadline.due_on })
        .where('id', '=', known.id)
        .execute();
  }
  const gone = existing.filter(
    (row) => !row.done_at && !computed.some((deadline) => deadline.kind === row.kind),
  );
  if (gone.length > 0)
    await trx
      .deleteFrom('documents.case_deadlines')
      .where(
        'id',
        'in',
        gone.map((row) => row.id),
      )
      .execute();
}
