import { sql, type Kysely } from 'kysely';
import { MAX_FILES_PER_DOCUMENT } from '@nomada/contracts';
import type { DocumentFileRow, DocumentsDatabase, UserDocumentRow } from '../schema';
import { setAsideFiles } from './earlier-files';
import { claimQueuedFile } from './files-to-remove';
import { isErased, lockUploadsOf } from './person-lock';
import type { Db } from './required-documents';

export function documentsOfUser(db: Db, userId: string): Promise<UserDocumentRow[]> {
  return db
    .selectFrom('documents.user_documents')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}

/** docs/product/states.md: a file awaiting review or rejected may be replaced; one under review or approved not. */
const REPLACEABLE = new Set(['uploaded', 'rejected']);

export type NewUpload = {
  userId: string;
  requiredDocumentId: string;
  name: string;
  storagePath: string;
  originalFilename: string;
  mimeType: string;
  size: number;
  /** Dates the applicant gave for the file (`YYYY-MM-DD`), already checked. */
  issuedOn?: string | undefined;
  expiresOn?: string | undefined;
  /** Adds the file to the item's others instead of replacing them (issue 18). */
  append: boolean;
};

export type StoredUpload =
  | {
      outcome: 'stored';
      document: UserDocumentRow;
      file: DocumentFileRow;
      /** The storage keys of the files this upload dropped, queued for removal (decided ones are kept). */
      replaced: string[];
    }
  | { outcome: 'already_processed' }
  /** The item already holds MAX_FILES_PER_DOCUMENT files. */
  | { outcome: 'too_many_files' }
  /** The account was erased while the file was on its way: nothing may be kept. */
  | { outcome: 'erased' }
  /** The leftover sweep removed the new file first (the upload stalled that long): nothing kept. */
  | { outcome: 'file_gone' };

/**
 * The user's document for a checklist item, created, replaced or added to in one transaction: the
 * row is locked while it is checked and changed, so concurrent uploads of the same item queue up
 * behind each other and an agent's decision cannot slip in between the check and the change. The
 * files a replacement drops are queued for removal in the same transaction (no file is forgotten),
 * or kept as the item's history when a decision covered them (decision 065);
 * every change of the files moves the revision on (decision 055).
 */
export async function storeUpload(
  db: Kysely<DocumentsDatabase>,
  upload: NewUpload,
): Promise<StoredUpload> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockUploadsOf(trx, upload.userId);
      if (await isErased(trx, upload.userId)) return { outcome: 'erased' as const };
      // The new file was queued for removal before it was stored (commit-upload.ts): the row that
      // names it takes it off that queue in this transaction, or finds the sweep took it first (and
      // the whole transaction goes). A refused upload never claims it, so its file stays queued.
      const addFile = async (documentId: string) => {
        if (!(await claimQueuedFile(trx, upload.storagePath))) throw new FileGone();
        return trx
          .insertInto('documents.document_files')
          .values({
            document_id: documentId,
            user_id: upload.userId,
            storage_path: upload.storagePath,
            original_filename: upload.originalFilename,
            mime_type: upload.mimeType,
            size_bytes: upload.size,
            issued_on: upload.issuedOn ?? null,
            expires_on: upload.expiresOn ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      };
      // Two rounds at most: when another upload inserts the row between our look and our insert,
      // the second round finds it (committed) and changes it.
      for (let round = 0; round < 2; round++) {
        const current = await trx
          .selectFrom('documents.user_documents')
          .select(['id', 'status'])
          .where('user_id', '=', upload.userId)
          .where('required_document_id', '=', upload.requiredDocumentId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) {
          const inserted = await trx
            .insertInto('documents.user_documents')
            .values({
              name: upload.name,
              user_id: upload.userId,
              required_document_id: upload.requiredDocumentId,
            })
            .onConflict((oc) => oc.columns(['user_id', 'required_document_id']).doNothing())
            .returningAll()
            .executeTakeFirst();
          if (!inserted) continue;
          return {
            outcome: 'stored',
            document: inserted,
            file: await addFile(inserted.id),
            replaced: [],
          };
        }
        if (!REPLACEABLE.has(current.status)) return { outcome: 'already_processed' };
        let replaced: string[] = [];
        if (upload.append) {
          const held = await trx
            .selectFrom('documents.document_files')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('document_id', '=', current.id)
            .executeTakeFirstOrThrow();
          if (Number(held.count) >= MAX_FILES_PER_DOCUMENT) return { outcome: 'too_many_files' };
        } else {
          const leaving = await trx
            .selectFrom('documents.document_files')
            .selectAll()
            .where('document_id', '=', current.id)
            .execute();
          replaced = await setAsideFiles(trx, leaving, upload.requiredDocumentId);
        }
        const file = await addFile(current.id);
        const document = await trx
          .updateTable('documents.user_documents')
          .set({
            name: upload.name,
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
        return { outcome: 'stored', document, file, replaced };
      }
      throw new Error('the document row could neither be inserted nor found');
    });
  } catch (error) {
    if (error instanceof FileGone) return { outcome: 'file_gone' };
    throw error;
  }
}

/** Rolls an upload's transaction back: the leftover sweep removed its file first. */
class FileGone extends Error {}

export type RemovedFile =
  | { outcome: 'removed'; storagePath: string; document: UserDocumentRow | null }
  | { outcome: 'not_found' }
  | { outcome: 'already_processed' };

/**
 * An applicant removes one file of an item not yet approved (issue 18). The file's row goes and its
 * storage key is queued for removal in one transaction, unless a decision covered it (then it is kept
 * as the item's history, decision 065); the item's revision moves on (a decision on
 * the old set is refused, decision 055), and an item left without files is gone (pending again).
 */
export async function removeDocumentFile(
  db: Kysely<DocumentsDatabase>,
  { userId, fileId }: { userId: string; fileId: string },
): Promise<RemovedFile> {
  return db.transaction().execute(async (trx) => {
    await lockUploadsOf(trx, userId);
    const file = await trx
      .selectFrom('documents.document_files')
      .selectAll()
      .where('id', '=', fileId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!file) return { outcome: 'not_found' as const };
    const document = await trx
      .selectFrom('documents.user_documents')
      .select(['id', 'status', 'required_document_id'])
      .where('id', '=', file.document_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (document.status === 'approved') return { outcome: 'already_processed' as const };
    await setAsideFiles(trx, [file], document.required_document_id);
    const left = await trx
      .selectFrom('documents.document_files')
      .select('id')
      .where('document_id', '=', document.id)
      .limit(1)
      .executeTakeFirst();
    if (!left) {
      await trx.deleteFrom('documents.user_documents').where('id', '=', document.id).execute();
      return { outcome: 'removed' as const, storagePath: file.storage_path, document: null };
    }
    const changed = await trx
      .updateTable('documents.user_documents')
      .set({ revision: sql`revision + 1` })
      .where('id', '=', document.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { outcome: 'removed' as const, storagePath: file.storage_path, document: changed };
  });
}
