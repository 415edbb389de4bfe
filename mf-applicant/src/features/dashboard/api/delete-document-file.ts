import { apiCall } from '@nomada/state';

/** POST /functions/delete-document-file: removes one file of an item not yet approved. */
export function deleteDocumentFile(fileId: string) {
  return apiCall('delete-document-file', { fileId });
}
