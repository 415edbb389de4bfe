import { sql } from 'kysely';
import type { StoredDocumentStatus } from '../schema';
import type { Db } from './required-documents';

/** Documents waiting for an agent's decision. */
export const AWAITING_STATUSES = [
  'uploaded',
  'reviewing',
] as const satisfies StoredDocumentStatus[];

/** A user document with the checklist item it answers (its type and names). */
function selectRecords(db: Db) {
  return db
    .selectFrom('documents.user_documents as d')
    .leftJoin('documents.required_documents as r', 'r.id', 'd.required_document_id')
    .select([
      'd.id',
      'd.user_id',
      'd.required_document_id',
      'd.name',
      'd.status',
      'd.rejection_reason',
      'd.uploaded_at',
      'd.reviewed_by',
      'd.reviewed_at',
      'd.revision',
      'r.slug',
      'r.name_en',
      'r.name_es',
      'r.max_age_days',
      'r.min_validity_days',
    ]);
}

export type DocumentRecordRow = Awaited<
  ReturnType<ReturnType<typeof selectRecords>['executeTakeFirstOrThrow']>
>;

export function findRecord(db: Db, id: string): Promise<DocumentRecordRow | undefined> {
  return selectRecords(db).where('d.id', '=', id).executeTakeFirst();
}

export type AwaitingPage = { page: number; pageSize: number; userIds?: string[] | undefined };

/** One page of the review list, oldest upload first (id breaks ties so pages never overlap). */
export async function awaitingReviewPage(
  db: Db,
  { page, pageSize, userIds }: AwaitingPage,
): Promise<DocumentRecordRow[]> {
  if (userIds?.length === 0) return [];
  let query = selectRecords(db).where('d.status', 'in', AWAITING_STATUSES);
  if (userIds) query = query.where('d.user_id', 'in', userIds);
  return query
    .orderBy('d.uploaded_at')
    .orderBy('d.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
}

/** How many documents the (filtered) review list holds. */
export async function countAwaitingReview(db: Db, userIds?: string[]): Promise<number> {
  if (userIds?.length === 0) return 0;
  let query = db
    .selectFrom('documents.user_documents')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', 'in', AWAITING_STATUSES);
  if (userIds) query = query.where('user_id', 'in', userIds);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The dashboard cards: every document awaiting a decision, by status, from the tallies the triggers
 * keep (decision 063) rather than counting thousands of rows on every dashboard read.
 */
export async function awaitingCountsByStatus(
  db: Db,
): Promise<{ uploaded: number; reviewing: number }> {
  const { rows } = await sql<{ uploaded: string | null; reviewing: string | null }>`
    select sum(uploaded) as uploaded, sum(reviewing) as reviewing
    from documents.review_queue_tallies
  `.execute(db);
  return { uploaded: Number(rows[0]?.uploaded ?? 0), reviewing: Number(rows[0]?.reviewing ?? 0) };
}

/** Each current document of these applicants by its checklist item's name (the row's own name for none). */
export function documentNamesOfUsers(
  db: Db,
  userIds: string[],
): Promise<{ id: string; user_id: string; name_en: string; name_es: string }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('documents.user_documents as d')
    .leftJoin('documents.required_documents as r', 'r.id', 'd.required_document_id')
    .select((eb) => [
      'd.id',
      'd.user_id',
      eb.fn.coalesce('r.name_en', 'd.name').as('name_en'),
      eb.fn.coalesce('r.name_es', 'd.name').as('name_es'),
    ])
    .where('d.user_id', 'in', userIds)
    .orderBy('d.user_id')
    .orderBy('d.uploaded_at')
    .execute();
}

export function recordsOfUsers(db: Db, userIds: string[]): Promise<DocumentRecordRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return selectRecords(db)
    .where('d.user_id', 'in', userIds)
    .orderBy('d.user_id')
    .orderBy('d.uploaded_at')
    .execute();
}

/** `uploaded` → `reviewing` in one conditional update; false when the document was not `uploaded`. */
export async function markReviewing(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('documents.user_documents')
    .set({ status: 'reviewing' })
    .where('id', '=', id)
    .where('status', '=', 'uploaded')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type Decision = {
  id: string;
  agentId: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
  /** The revision the agent looked at (decision 055); the decision applies only to that one. */
  revision?: number | undefined;
};

/**
 * An agent's decision as one conditional update: it applies only while the document awaits one, so
 * of two agents deciding at once exactly one changes the row.
 */
export async function recordDecision(
  db: Db,
  { id, agentId, decision, reason, revision }: Decision,
) {
  let update = db
    .updateTable('documents.user_documents')
    .set({
      status: decision,
      rejection_reason: decision === 'rejected' ? reason : null,
      reviewed_by: agentId,
      reviewed_at: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', 'in', AWAITING_STATUSES);
  if (revision !== undefined) update = update.where('revision', '=', revision);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
