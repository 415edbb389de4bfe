import type { FastifyBaseLogger } from 'fastify';
import { AppError, conflict, unauthorized } from '@nomada/service-kit';
import { queueFilesForRemoval, removeQueuedFile } from '../db/repositories/files-to-remove';
import { storeUpload } from '../db/repositories/user-documents';
import type { RequiredDocumentRow, UserDocumentRow } from '../db/schema';
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
 * before the row that names it, and the file it replaces is removed only after that row is
 * committed; when the row cannot be written the new file goes again, so a refused upload leaves
 * nothing behind. Each file is queued for removal before it is stored (the new one) or in the
 * transaction that stops naming it (the replaced one), and taken off the queue by the row that
 * names it: a process killed at any point leaves a queued file, never an orphan, and the leftover
 * sweep of any instance removes it (decision 046).
 */
export async function commitUpload(
  { db, storage }: Pick<DocumentsDeps, 'db' | 'storage'>,
  upload: AcceptedUpload,
  log: FastifyBaseLogger,
): Promise<UserDocumentRow> {
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
    });
    if (stored.outcome === 'already_processed') throw conflict('document_already_processed');
    // The account is gone: for its former owner this is a session that no longer exists.
    if (stored.outcome === 'erased') throw unauthorized();
    if (stored.outcome === 'file_gone') throw new AppError('unavailable');
    recorded = true;
    if (stored.replacedStoragePath)
      await removeQuietly({ db, storage }, stored.replacedStoragePath, log);
    return stored.document;
  } finally {
    if (!recorded) await removeQuietly({ db, storage }, key, log);
  }
}
