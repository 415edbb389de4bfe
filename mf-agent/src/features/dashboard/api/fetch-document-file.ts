import { apiCall } from '@nomada/state';

/** Why a file could not be fetched, for the toast or the preview's message (docs/product/messages.md). */
export class DocumentFileError extends Error {
  constructor(readonly reason: 'no_signed_url' | 'file_unavailable') {
    super(reason);
    this.name = 'DocumentFileError';
  }
}

/** download-document: a same-origin URL of the stored file (any applicant's, for an agent), valid 5 minutes. */
export async function signDocumentFile(filePath: string, signal?: AbortSignal): Promise<string> {
  const { signedUrl } = await apiCall('download-document', { filePath }, { signal });
  if (!signedUrl) throw new DocumentFileError('no_signed_url');
  return signedUrl;
}

/** The file itself, fetched from its signed URL. */
export async function fetchDocumentFile(filePath: string, signal?: AbortSignal): Promise<Blob> {
  const signedUrl = await signDocumentFile(filePath, signal);
  let response: Response;
  try {
    response = await fetch(signedUrl, { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DocumentFileError('file_unavailable');
  }
  if (!response.ok) throw new DocumentFileError('file_unavailable');
  return response.blob();
}

/** Hands a file to the browser's download manager under its name. */
export function saveFile(blob: Blob, filename: string): void {
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
