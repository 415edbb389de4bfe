import { sql } from 'kysely';
import {
  addCalendarDays,
  agentMayMove,
  type ComputedDeadline,
  type WorkingCalendar,
  type Case,
  type CaseEvent,
  type CaseStage,
  type Plan,
  type SetCaseStagePayload,
} from '@nomada/contracts';
import type { CaseEventsTable } from '../schema';
import type { Selectable } from 'kysely';
import {
  clockEventOf,
  deadlinesOf,
  recordDeadlinesOfEvent,
  toCaseDeadline,
} from './case-deadlines';
import { addRequestedItems, type Db } from './required-documents';

type CaseEventRow = Selectable<CaseEventsTable>;

type RequestedItem = { name: string; description?: string };

export function toCaseEvent(row: CaseEventRow, items: RequestedItem[] = []): CaseEvent {
  return {
    stage: row.stage,
    at: row.at.toISOString(),
    by: row.by,
    ...(row.authority ? { authority: row.authority } : {}),
    ...(row.reference ? { reference: row.reference } : {}),
    ...(row.date ? { date: row.date } : {}),
    ...(row.note ? { note: row.note } : {}),
    ...(row.outcome ? { outcome: row.outcome } : {}),
    ...(row.notified_on ? { notified_on: row.notified_on } : {}),
    ...(items.length > 0 ? { items } : {}),
    ...(row.valid_until ? { valid_until: row.valid_until } : {}),
  };
}

/** The documents each request asked for, by its event. */
async function requestedItemsByEvent(
  db: Db,
  userId: string,
): Promise<Map<string, RequestedItem[]>> {
  const rows = await db
    .selectFrom('documents.required_documents')
    .select(['request_event_id', 'name_en', 'description_en'])
    .where('user_id', '=', userId)
    .orderBy('sort_order')
    .execute();
  const byEvent = new Map<string, RequestedItem[]>();
  for (const row of rows) {
    if (!row.request_event_id) continue;
    const item = {
      name: row.name_en,
      ...(row.description_en ? { description: row.description_en } : {}),
    };
    byEvent.set(row.request_event_id, [...(byEvent.get(row.request_event_id) ?? []), item]);
  }
  return byEvent;
}

function eventsOf(db: Db, userId: string): Promise<CaseEventRow[]> {
  return db
    .selectFrom('documents.case_events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/**
 * The case as its applicant (and agent) sees it. Its start (`documents`) is recorded the first time
 * documents serves the approved applicant, so every timeline begins there.
 */
export async function caseOf(db: Db, userId: string): Promise<Case> {
  let rows = await eventsOf(db, userId);
  // Only the first read writes: every dashboard read asks for the case.
  if (rows.length === 0) {
    await db
      .insertInto('documents.case_events')
      .values({ user_id: userId, stage: 'documents' })
      .onConflict((oc) =>
        oc.column('user_id').where(sql.ref('stage'), '=', 'documents').doNothing(),
      )
      .execute();
    rows = await eventsOf(db, userId);
  }
  const [items, deadlines] = await Promise.all([
    requestedItemsByEvent(db, userId),
    deadlinesOf(db, userId),
  ]);
  const events = rows.map((row) => toCaseEvent(row, items.get(row.id)));
  return {
    stage: events.at(-1)?.stage ?? 'documents',
    events,
    deadlines: deadlines.map(toCaseDeadline),
  };
}

export async function currentStage(db: Db, userId: string): Promise<CaseStage> {
  return (await latestEvent(db, userId))?.stage ?? 'documents';
}

function latestEvent(db: Db, userId: string) {
  return db
    .selectFrom('documents.case_events')
    .select(['stage', 'outcome'])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type StageMove =
  | { outcome: 'moved'; event: CaseEvent; deadlines: ComputedDeadline[] }
  | { outcome: 'not_allowed'; from: CaseStage };

/**
 * The agent's move, checked against the HTTP contract's table; call it under the person's exclusive
 * lock. A request's items join the applicant's checklist and the event's deadlines are stored with it
 * (decision 081), all in the caller's transaction.
 */
export async function moveCase(
  trx: Db,
  request: SetCaseStagePayload & { agentId: string },
  calendar: WorkingCalendar,
): Promise<StageMove> {
  const latest = await latestEvent(trx, request.userId);
  const from = latest?.stage ?? 'documents';
  if (!agentMayMove(from, request.stage, latest?.outcome)) return { outcome: 'not_allowed', from };
  const row = await trx
    .insertInto('documents.case_events')
    .values({
      user_id: request.userId,
      stage: request.stage,
      by: request.agentId,
      authority: request.stage === 'submitted' ? (request.authority ?? null) : null,
      reference:
        request.stage === 'submitted' || request.stage === 'appeal_filed'
          ? (request.reference ?? null)
          : null,
      date: ['submitted', 'resolved', 'appeal_filed'].includes(request.stage)
        ? (request.date ?? null)
        : null,
      note: request.note || null,
      outcome: request.stage === 'resolved' ? (request.outcome ?? null) : null,
      notified_on:
        request.stage === 'more_documents_requested' ? (request.notified_on ?? null) : null,
      valid_until:
        request.stage === 'resolved' && request.outcome === 'granted'
          ? (request.valid_until ?? null)
          : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const items = request.stage === 'more_documents_requested' ? (request.items ?? []) : [];
  await addRequestedItems(trx, { userId: request.userId, eventId: row.id, items });
  const deadlines = await recordDeadlinesOfEvent(
    trx,
    {
      userId: request.userId,
      eventId: row.id,
      event: clockEventOf(row),
    },
    calendar,
  );
  return { outcome: 'moved', event: toCaseEvent(row, items), deadlines };
}

/**
 * `documents` → `ready` once every item of the applicant's checklist is approved; in the transaction
 * of the approval that completed it, under the person's lock. Answers the new event, if any.
 */
export async function markReadyIfComplete(
  trx: Db,
  { userId, plan }: { userId: string; plan: Plan },
): Promise<CaseEvent | null> {
  if ((await currentStage(trx, userId)) !== 'documents') return null;
  const missing = await trx
    .selectFrom('documents.required_documents as r')
    .leftJoin('documents.user_documents as d', (join) =>
      join.onRef('d.required_document_id', '=', 'r.id').on('d.user_id', '=', userId),
    )
    .select('r.id')
    .where((eb) => eb.or([eb('r.plan', '=', plan), eb('r.user_id', '=', userId)]))
    .where((eb) => eb.or([eb('d.status', 'is', null), eb('d.status', '<>', 'approved')]))
    .limit(1)
    .executeTakeFirst();
  if (missing) return null;
  const row = await trx
    .insertInto('documents.case_events')
    .values({ user_id: userId, stage: 'ready' })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toCaseEvent(row);
}

/**
 * When each of these people's cases was resolved, for retention to count from: the resolution, or
 * after a denial the end of its last appeal deadline (decision 081: the files are kept while an
 * appeal is possible, whether or not one was filed).
 */
export async function resolvedCases(
  db: Db,
  userIds: string[],
): Promise<{ userId: string; resolvedAt: Date }[]> {
  if (userIds.length === 0) return [];
  const [rows, appeals] = await Promise.all([
    db
      .selectFrom('documents.case_events as e')
      .select(['e.user_id', (eb) => eb.fn.max('e.at').as('resolved_at')])
      .where('e.stage', '=', 'resolved')
      .where('e.user_id', 'in', userIds)
      // An appeal under way (filed after the last resolution) keeps the case open.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('documents.case_events as later')
              .select('later.id')
              .whereRef('later.user_id', '=', 'e.user_id')
              .where('later.stage', '=', 'appeal_filed')
              .whereRef('later.at', '>', (eb) =>
                eb
                  .selectFrom('documents.case_events as r')
                  .select((inner) => inner.fn.max('r.at').as('last'))
                  .whereRef('r.user_id', '=', 'e.user_id')
                  .where('r.stage', '=', 'resolved'),
              ),
          ),
        ),
      )
      .groupBy('e.user_id')
      .execute(),
    db
      .selectFrom('documents.case_deadlines')
      .select(['user_id', (eb) => eb.fn.max('due_on').as('last_day')])
      .where('kind', 'in', ['appeal_reposicion', 'appeal_contencioso'])
      .where('user_id', 'in', userIds)
      .groupBy('user_id')
      .execute(),
  ]);
  const appealEnds = new Map(
    appeals.map((row) => [
      row.user_id,
      Date.parse(`${addCalendarDays(row.last_day, 1)}T00:00:00Z`),
    ]),
  );
  return rows.map((row) => ({
    userId: row.user_id,
    resolvedAt: new Date(
      Math.max(new Date(row.resolved_at).getTime(), appealEnds.get(row.user_id) ?? 0),
    ),
  }));
}

/** One case changes at a time: stage moves and the automatic `ready` queue up per person. */
export async function lockCaseOf(trx: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('documents:case'), hashtext(${userId}))`.execute(
    trx,
  );
}
