import type { FastifyBaseLogger } from 'fastify';
import { conflict, unauthorized } from '@nomada/service-kit';
import { filesOfDocuments } from '../db/repositories/document-files';
import { removeQueuedFiles } from '../db/repositories/files-to-remove';
import { storeUpload } from '../db/repositories/user-documents';
import type { DocumentFileRow, RequiredDocumentRow, UserDocumentRow } from '../db/schema';
import type { DocumentsDeps } from '../deps';
import type { FileStorage } from '../storage/file-storage';
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

/** A file that could not be removed stays behind; the log names it so it can be cleaned up. */
async function removeQuietly(storage: FileStorage, key: string, log: FastifyBaseLogger) {
  try {
    await storage.remove(key);
  } catch (error) {
    log.error({ err: error, storageKey: key }, 'could not remove a stored file');
  }
}

/**
 * Puts a judged upload in storage under a new server-made key, then records it. The new file exists
 * before the row that names it; the files it replaces are queued for removal in the transaction that
 * drops their rows and removed right after (a later sweep retries what storage refused). When the row
 * cannot be written the new file goes again, so a refused upload leaves nothing behind.
 */
export async function commitUpload(
  { db, storage }: Pick<DocumentsDeps, 'db' | 'storage'>,
  upload: AcceptedUpload,
  log: FastifyBaseLogger,
): Promise<CommittedUpload> {
  const key = newStorageKey(upload.applicantId, upload.kind.ext);
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
    recorded = true;
    if (stored.replaced > 0)
      await removeQueuedFiles(db, storage, { userId: upload.applicantId, log });
    const files = await filesOfDocuments(db, [stored.document.id]);
    return { document: stored.document, file: stored.file, files };
  } finally {
    if (!recorded) await removeQuietly(storage, key, log);
  }
}
