import { apiCall } from '../api/api-call';

/** Why a stored file could not be had; each front end says it in its own words. */
export class StoredFileError extends Error {
  constructor(readonly reason: 'no_signed_url' | 'file_unavailable') {
    super(reason);
    this.name = 'StoredFileError';
  }
}

/** download-document: a same-origin URL of the stored file, valid 5 minutes. */
export async function signStoredFile(filePath: string, signal?: AbortSignal): Promise<string> {
  const { signedUrl } = await apiCall('download-document', { filePath }, { signal });
  if (!signedUrl) throw new StoredFileError('no_signed_url');
  return signedUrl;
}

export type StoredFile = { blob: Blob; contentDisposition: string | null };

/** The stored file itself, fetched from its signed URL, with the name the server gives it. */
export async function fetchStoredFile(filePath: string, signal?: AbortSignal): Promise<StoredFile> {
  const signedUrl = await signStoredFile(filePath, signal);
  let response: Response;
  try {
    response = await fetch(signedUrl, { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new StoredFileError('file_unavailable');
  }
  if (!response.ok) throw new StoredFileError('file_unavailable');
  return {
    blob: await response.blob(),
    contentDisposition: response.headers.get('content-disposition'),
  };
}
