import { sql, type Kysely } from 'kysely';
import type { DocumentsDatabase, UserDocumentRow } from '../schema';
import { isErased, lockUploadsOf } from './person-lock';
import type { Db } from './required-documents';

export function documentsOfUser(db: Db, userId: string): Promise<UserDocumentRow[]> {
  return db
    .selectFrom('documents.user_documents')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}

export function findDocumentByStoragePath(
  db: Db,
  storagePath: string,
): Promise<UserDocumentRow | undefined> {
  return db
    .selectFrom('documents.user_documents')
    .selectAll()
    .where('storage_path', '=', storagePath)
    .executeTakeFirst();
}

export function findDocumentById(db: Db, id: string): Promise<UserDocumentRow | undefined> {
  return db
    .selectFrom('documents.user_documents')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** SPEC.md section 4: a file awaiting review or rejected may be replaced; one under review or approved not. */
const REPLACEABLE = new Set(['uploaded', 'rejected']);

export type NewUpload = {
  userId: string;
  requiredDocumentId: string;
  name: string;
  storagePath: string;
  originalFilename: string;
  mimeType: string;
  size: number;
};

export type StoredUpload =
  | { outcome: 'stored'; document: UserDocumentRow; replacedStoragePath: string | null }
  | { outcome: 'already_processed' }
  /** The account was erased while the file was on its way: nothing may be kept. */
  | { outcome: 'erased' };

/**
 * The user's one document for a checklist item, created or replaced in one transaction: the row is
 * locked while it is checked and changed, so concurrent uploads of the same item queue up behind
 * each other (the last one wins, each replaced file is reported exactly once) and an agent's
 * decision cannot slip in between the check and the change.
 */
export async function storeUpload(
  db: Kysely<DocumentsDatabase>,
  upload: NewUpload,
): Promise<StoredUpload> {
  const values = {
    name: upload.name,
    storage_path: upload.storagePath,
    original_filename: upload.originalFilename,
    mime_type: upload.mimeType,
    size_bytes: upload.size,
  };
  return db.transaction().execute(async (trx) => {
    await lockUploadsOf(trx, upload.userId);
    if (await isErased(trx, upload.userId)) return { outcome: 'erased' as const };
    // Two rounds at most: when another upload inserts the row between our look and our insert,
    // the second round finds it (committed) and replaces it.
    for (let round = 0; round < 2; round++) {
      const current = await trx
        .selectFrom('documents.user_documents')
        .select(['id', 'status', 'storage_path'])
        .where('user_id', '=', upload.userId)
        .where('required_document_id', '=', upload.requiredDocumentId)
        .forUpdate()
        .executeTakeFirst();
      if (!current) {
        const inserted = await trx
          .insertInto('documents.user_documents')
          .values({
            ...values,
            user_id: upload.userId,
            required_document_id: upload.requiredDocumentId,
          })
          .onConflict((oc) => oc.columns(['user_id', 'required_document_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) return { outcome: 'stored', document: inserted, replacedStoragePath: null };
        continue;
      }
      if (!REPLACEABLE.has(current.status)) return { outcome: 'already_processed' };
      const document = await trx
        .updateTable('documents.user_documents')
        .set({
          ...values,
          status: 'uploaded',
          rejection_reason: null,
          reviewed_by: null,
          reviewed_at: null,
          uploaded_at: sql`now()`,
          revision: sql`revision + 1`,
        })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { outcome: 'stored', document, replacedStoragePath: current.storage_path };
    }
    throw new Error('the document row could neither be inserted nor found');
  });
}
