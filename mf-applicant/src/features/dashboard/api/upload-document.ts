import type { RequiredDocument, UserDocument } from '@nomada/contracts';
import { apiUpload, type ApiUploadOptions } from '@nomada/state';

/** Dates printed on the document (`YYYY-MM-DD`), for the items with date rules (decision 057). */
export type UploadDates = { issued_on?: string | undefined; expires_on?: string | undefined };

/**
 * POST /functions/auth-upload-document (multipart: file, documentName, requiredDocumentId, append), over
 * XMLHttpRequest so that `onProgress` reports the bytes sent. Resolves with the stored document.
 */
export async function uploadDocument(
  document: RequiredDocument,
  file: File,
  {
    append = false,
    dates = {},
    ...options
  }: ApiUploadOptions & { append?: boolean; dates?: UploadDates } = {},
): Promise<UserDocument> {
  const form = new FormData();
  // The fields first, so the server knows the document before the file's bytes arrive.
  form.append('documentName', document.name);
  form.append('requiredDocumentId', document.id);
  // Added beside the item's other files instead of replacing them (issue 18).
  if (append) form.append('append', 'true');
  if (dates.issued_on) form.append('issued_on', dates.issued_on);
  if (dates.expires_on) form.append('expires_on', dates.expires_on);
  form.append('file', file, file.name);
  // The answer is checked against the contract by apiUpload.
  const { document: stored } = await apiUpload('auth-upload-document', form, options);
  return stored;
}
