import type { CorrectCaseEventPayload, WorkingCalendar } from '@nomada/contracts';
import { clockEventOf, recomputeDeadlinesOfEvent } from './case-deadlines';
import type { Db } from './required-documents';

export type CorrectionOutcome =
  | { outcome: 'corrected' }
  | { outcome: 'nothing_to_correct' }
  | { outcome: 'not_applicable'; field: 'date' | 'notified_on' | 'valid_until' }
  | { outcome: 'valid_until_before_date' };

/**
 * The assigned agent corrects the dates of the case's latest step (decision 081), under the person's
 * lock: only the dates that step carries, then its deadlines are computed again.
 */
export async function correctLatestEvent(
  trx: Db,
  request: CorrectCaseEventPayload,
  calendar: WorkingCalendar,
): Promise<CorrectionOutcome> {
  const latest = await trx
    .selectFrom('documents.case_events')
    .selectAll()
    .where('user_id', '=', request.userId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest || latest.stage === 'documents' || latest.stage === 'ready')
    return { outcome: 'nothing_to_correct' };
  const carriesDate = ['submitted', 'resolved', 'appeal_filed'].includes(latest.stage);
  if (request.date !== undefined && !carriesDate)
    return { outcome: 'not_applicable', field: 'date' };
  if (request.notified_on !== undefined && latest.stage !== 'more_documents_requested')
    return { outcome: 'not_applicable', field: 'notified_on' };
  if (request.valid_until !== undefined && latest.outcome !== 'granted')
    return { outcome: 'not_applicable', field: 'valid_until' };
  const date = request.date ?? latest.date;
  const validUntil = request.valid_until ?? latest.valid_until;
  if (validUntil && date && validUntil <= date) return { outcome: 'valid_until_before_date' };
  const row = await trx
    .updateTable('documents.case_events')
    .set({
      ...(request.date !== undefined ? { date: request.date } : {}),
      ...(request.notified_on !== undefined ? { notified_on: request.notified_on } : {}),
      ...(request.valid_until !== undefined ? { valid_until: request.valid_until } : {}),
    })
    .where('id', '=', latest.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recomputeDeadlinesOfEvent(
    trx,
    {
      userId: request.userId,
      eventId: row.id,
      event: clockEventOf(row),
    },
    calendar,
  );
  return { outcome: 'corrected' };
}
