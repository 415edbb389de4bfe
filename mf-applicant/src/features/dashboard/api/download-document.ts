import type { RequiredDocument } from '@nomada/contracts';
import { fetchStoredFile } from '@nomada/state';
import { downloadFilename } from '../lib/download-filename';

type DownloadedFile = { blob: Blob; filename: string };

/**
 * The current file of a checklist item, named as it was uploaded (or the document's name plus its
 * extension). Fails with a `StoredFileError` when it cannot be had.
 */
export async function downloadDocument(document: RequiredDocument): Promise<DownloadedFile> {
  const { blob, contentDisposition } = await fetchStoredFile(document.file_url ?? '');
  return { blob, filename: downloadFilename(document, contentDisposition) };
}
