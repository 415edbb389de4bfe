import { sql } from 'kysely';
import type { FileDecisionRow } from '../schema';
import type { Db } from './required-documents';

/**
 * Decision 065: a decision just applied to a document covers each file it holds now; one row per
 * file, in the decision's transaction (so `now()` is the document's `reviewed_at`).
 */
export async function recordFileDecisions(
  trx: Db,
  {
    documentId,
    agentId,
    decision,
    reason,
  }: {
    documentId: string;
    agentId: string;
    decision: 'approved' | 'rejected';
    reason: string | null;
  },
): Promise<void> {
  await trx
    .insertInto('documents.file_decisions')
    .columns(['file_id', 'user_id', 'decision', 'reason', 'decided_by', 'decided_at'])
    .expression((eb) =>
      eb
        .selectFrom('documents.document_files as f')
        .select((s) => [
          'f.id',
          'f.user_id',
          s.val(decision).as('decision'),
          s.val(reason).as('reason'),
          s.val(agentId).as('decided_by'),
          sql<Date>`now()`.as('decided_at'),
        ])
        .where('f.document_id', '=', documentId),
    )
    .execute();
}

/** The files among these that some decision covered. */
export async function decidedAmong(db: Db, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('documents.file_decisions')
    .select('file_id')
    .distinct()
    .where('file_id', 'in', [...fileIds])
    .execute();
  return new Set(rows.map((row) => row.file_id));
}

/** The decisions that covered these files, oldest first, by file id. */
export async function decisionsByFile(
  db: Db,
  fileIds: readonly string[],
): Promise<Map<string, FileDecisionRow[]>> {
  const grouped = new Map<string, FileDecisionRow[]>();
  if (fileIds.length === 0) return grouped;
  const rows = await db
    .selectFrom('documents.file_decisions')
    .selectAll()
    .where('file_id', 'in', [...fileIds])
    .orderBy('file_id')
    .orderBy('decided_at')
    .execute();
  for (const row of rows) {
    const list = grouped.get(row.file_id);
    if (list) list.push(row);
    else grouped.set(row.file_id, [row]);
  }
  return grouped;
}
