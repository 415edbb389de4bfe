import type { DocumentFileRow, EarlierFileRow } from '../schema';
import { decidedAmong } from './file-decisions';
import { queueFilesForRemoval } from './files-to-remove';
import type { Db } from './required-documents';

/**
 * Decision 065: files leaving their item (a replacement, a removal). Those a decision covered move to
 * `earlier_files`, storage kept, as the item's history; the others are deleted and queued for
 * removal from storage, as before (re-uploads before a review cost no storage). Answers the keys
 * queued. Runs in the transaction that changes the item.
 */
export async function setAsideFiles(
  trx: Db,
  files: readonly DocumentFileRow[],
  requiredDocumentId: string | null,
): Promise<string[]> {
  if (files.length === 0) return [];
  const decided = await decidedAmong(
    trx,
    files.map((file) => file.id),
  );
  const kept = files.filter((file) => decided.has(file.id));
  if (kept.length)
    await trx
      .insertInto('documents.earlier_files')
      .values(
        kept.map((file) => ({
          id: file.id,
          user_id: file.user_id,
          required_document_id: requiredDocumentId,
          document_id: file.document_id,
          storage_path: file.storage_path,
          original_filename: file.original_filename,
          mime_type: file.mime_type,
          size_bytes: file.size_bytes,
          uploaded_at: file.uploaded_at,
          issued_on: file.issued_on,
          expires_on: file.expires_on,
        })),
      )
      .execute();
  await trx
    .deleteFrom('documents.document_files')
    .where(
      'id',
      'in',
      files.map((file) => file.id),
    )
    .execute();
  const dropped = files.filter((file) => !decided.has(file.id)).map((file) => file.storage_path);
  const userId = files[0]?.user_id;
  if (userId) await queueFilesForRemoval(trx, userId, dropped);
  return dropped;
}

/** A person's earlier files, each item's in the order they left it. */
export function earlierFilesOf(db: Db, userId: string): Promise<EarlierFileRow[]> {
  return db
    .selectFrom('documents.earlier_files')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('required_document_id')
    .orderBy('replaced_at')
    .orderBy('uploaded_at')
    .orderBy('id')
    .execute();
}

export function findEarlierFileById(db: Db, id: string): Promise<EarlierFileRow | undefined> {
  return db
    .selectFrom('documents.earlier_files')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findEarlierFileByStoragePath(
  db: Db,
  storagePath: string,
): Promise<EarlierFileRow | undefined> {
  return db
    .selectFrom('documents.earlier_files')
    .selectAll()
    .where('storage_path', '=', storagePath)
    .executeTakeFirst();
}
