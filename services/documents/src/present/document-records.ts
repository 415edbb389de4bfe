import { utcDate, type DocumentRecord } from '@nomada/contracts';
import { filesByDocument } from '../db/repositories/document-files';
import type { Db } from '../db/repositories/required-documents';
import type { DocumentRecordRow } from '../db/repositories/review-queue';
import { toDocumentRecord } from './document-shapes';

/** Documents as other services see them, each with its files (one query for all of them). */
export async function toDocumentRecords(
  db: Db,
  rows: DocumentRecordRow[],
  nowMs: number,
): Promise<DocumentRecord[]> {
  const today = utcDate(nowMs);
  const files = await filesByDocument(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDocumentRecord(row, files.get(row.id) ?? [], today));
}
