import type { FastifyBaseLogger } from 'fastify';
import { AppError, conflict, unauthorized } from '@nomada/service-kit';
import { filesOfDocuments } from '../db/repositories/document-files';
import { queueFilesForRemoval, removeQueuedFile } from '../db/repositories/files-to-remove';
import { storeUpload } from '../db/repositories/user-documents';
import type { DocumentFileRow, RequiredDocumentRow, UserDocumentRow } from '../db/schema';
import type { DocumentsDeps } from '../deps';
import { newStorageKey } from '../storage/storage-keys';
import type { FileKind } from './file-kinds';
import type { SpooledFile } from './spool-upload';

export type AcceptedUpload = {
  applicantId: string;
  item: RequiredDocumentRow;
  name: string;
  originalFilename: string;
  file: SpooledFile;
  kind: FileKind;
  /** Adds the file to the item's others instead of replacing them. */
  append: boolean;
  issuedOn?: string | undefined;
  expiresOn?: string | undefined;
};

export type CommittedUpload = {
  document: UserDocumentRow;
  file: DocumentFileRow;
  files: DocumentFileRow[];
};

/**
 * A file that could not be removed now stays queued: the leftover sweep (storage-sweeper.ts) removes
 * it later.
 */
async function removeQuietly(
  deps: Pick<DocumentsDeps, 'db' | 'storage'>,
  key: string,
  log: FastifyBaseLogger,
) {
  try {
    await removeQueuedFile(deps.db, deps.storage, key);
  } catch (error) {
    log.error({ err: error, storageKey: key }, 'could not remove a stored file; it stays queued');
  }
}

/**
 * Puts a judged upload in storage under a new server-made key, then records it. The new file exists
 * before the row that names it, and the files it replaces are removed only after that row is
 * committed; when the row cannot be written the new file goes again, so a refused upload leaves
 * nothing behind. Each file is queued for removal before it is stored (the new one) or in the
 * transaction that stops naming it (the replaced ones), and taken off the queue by the row that
 * names it: a process killed at any point leaves a queued file, never an orphan, and the leftover
 * sweep of any instance removes it (decision 046).
 */
export async function commitUpload(
  { db, storage }: Pick<DocumentsDeps, 'db' | 'storage'>,
  upload: AcceptedUpload,
  log: FastifyBaseLogger,
): Promise<CommittedUpload> {
  const key = newStorageKey(upload.applicantId, upload.kind.ext);
  await queueFilesForRemoval(db, upload.applicantId, [key]);
  await storage.commit(key, upload.file.path, {
    size: upload.file.size,
    contentType: upload.kind.mime,
  });
  let recorded = false;
  try {
    const stored = await storeUpload(db, {
      userId: upload.applicantId,
      requiredDocumentId: upload.item.id,
      name: upload.name,
      storagePath: key,
      originalFilename: upload.originalFilename,
      mimeType: upload.kind.mime,
      size: upload.file.size,
      append: upload.append,
      issuedOn: upload.issuedOn,
      expiresOn: upload.expiresOn,
    });
    if (stored.outcome === 'already_processed') throw conflict('document_already_processed');
    if (stored.outcome === 'too_many_files') throw conflict('too_many_files');
    // The account is gone: for its former owner this is a session that no longer exists.
    if (stored.outcome === 'erased') throw unauthorized();
    if (stored.outcome === 'file_gone') throw new AppError('unavailable');
    recorded = true;
    for (const replacedKey of stored.replaced)
      await removeQuietly({ db, storage }, replacedKey, log);
    const files = await filesOfDocuments(db, [stored.document.id]);
    return { document: stored.document, file: stored.file, files };
  } finally {
    if (!recorded) await removeQuietly({ db, storage }, key, log);
  }
}
