import type { DocumentFileRow } from '../schema';
import type { Db } from './required-documents';

/** The files of these documents, each document's in upload order. */
export function filesOfDocuments(
  db: Db,
  documentIds: readonly string[],
): Promise<DocumentFileRow[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('documents.document_files')
    .selectAll()
    .where('document_id', 'in', [...documentIds])
    .orderBy('document_id')
    .orderBy('uploaded_at')
    .orderBy('id')
    .execute();
}

/** The same, grouped by document id. */
export async function filesByDocument(
  db: Db,
  documentIds: readonly string[],
): Promise<Map<string, DocumentFileRow[]>> {
  const grouped = new Map<string, DocumentFileRow[]>();
  for (const file of await filesOfDocuments(db, documentIds)) {
    const list = grouped.get(file.document_id);
    if (list) list.push(file);
    else grouped.set(file.document_id, [file]);
  }
  return grouped;
}

export function findFileByStoragePath(
  db: Db,
  storagePath: string,
): Promise<DocumentFileRow | undefined> {
  return db
    .selectFrom('documents.document_files')
    .selectAll()
    .where('storage_path', '=', storagePath)
    .executeTakeFirst();
}

export function findFileById(db: Db, id: string): Promise<DocumentFileRow | undefined> {
  return db
    .selectFrom('documents.document_files')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Deletes every file row of a person, current and earlier (decision 065), and the decisions on them
 * (erasure, retention); answers the storage keys to remove.
 */
export async function deleteFilesOf(db: Db, userId: string): Promise<string[]> {
  const current = await db
    .deleteFrom('documents.document_files')
    .where('user_id', '=', userId)
    .returning('storage_path')
    .execute();
  const earlier = await db
    .deleteFrom('documents.earlier_files')
    .where('user_id', '=', userId)
    .returning('storage_path')
    .execute();
  await db.deleteFrom('documents.file_decisions').where('user_id', '=', userId).execute();
  return [...current, ...earlier].map((row) => row.storage_path);
}
