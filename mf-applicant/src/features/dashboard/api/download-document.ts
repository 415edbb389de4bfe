import type { RequiredDocument } from '@nomada/contracts';
import { apiCall } from '@nomada/state';
import { downloadFilename } from '../lib/download-filename';

/** Why a download stopped, for the toast (docs/product/messages.md). */
export class DownloadError extends Error {
  constructor(readonly reason: 'no_signed_url' | 'file_unavailable') {
    super(reason);
    this.name = 'DownloadError';
  }
}

export type DownloadedFile = { blob: Blob; filename: string };

/**
 * download-document signs the stored file's path; the file is then fetched from that same-origin
 * URL and named as it was uploaded (or the document's name plus its extension).
 */
export async function downloadDocument(document: RequiredDocument): Promise<DownloadedFile> {
  const { signedUrl } = await apiCall('download-document', { filePath: document.file_url ?? '' });
  if (!signedUrl) throw new DownloadError('no_signed_url');
  let response: Response;
  try {
    response = await fetch(signedUrl, { credentials: 'include' });
  } catch {
    throw new DownloadError('file_unavailable');
  }
  if (!response.ok) throw new DownloadError('file_unavailable');
  const blob = await response.blob();
  return {
    blob,
    filename: downloadFilename(document, response.headers.get('content-disposition')),
  };
}

/** Hands a file to the browser's download manager under its name. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; release it once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
