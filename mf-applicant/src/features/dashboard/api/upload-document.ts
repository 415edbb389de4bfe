import {
  API_ROUTES,
  uploadDocumentAnswerSchema,
  type RequiredDocument,
  type UserDocument,
} from '@nomada/contracts';
import { ApiError, apiUpload, type ApiUploadOptions } from '@nomada/state';

/**
 * POST /functions/auth-upload-document (multipart: file, documentName, requiredDocumentId, append), over
 * XMLHttpRequest so that `onProgress` reports the bytes sent. Resolves with the stored document.
 */
/** Dates printed on the document (`YYYY-MM-DD`), for the items with date rules (decision 057). */
export type UploadDates = { issued_on?: string | undefined; expires_on?: string | undefined };

export async function uploadDocument(
  document: RequiredDocument,
  file: File,
  {
    append = false,
    dates = {},
    ...options
  }: ApiUploadOptions & { append?: boolean; dates?: UploadDates } = {},
): Promise<UserDocument> {
  const route = API_ROUTES['auth-upload-document'];
  const form = new FormData();
  // The fields first, so the server knows the document before the file's bytes arrive.
  form.append('documentName', document.name);
  form.append('requiredDocumentId', document.id);
  // Added beside the item's other files instead of replacing them (issue 18).
  if (append) form.append('append', 'true');
  if (dates.issued_on) form.append('issued_on', dates.issued_on);
  if (dates.expires_on) form.append('expires_on', dates.expires_on);
  form.append('file', file, file.name);
  const answer = await apiUpload<unknown>(route.path, form, options);
  const parsed = uploadDocumentAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError(route.success.status, 'unexpected_response', 'Unexpected upload answer');
  }
  return parsed.data.document;
}
