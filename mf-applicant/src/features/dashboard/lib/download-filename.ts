import type { RequiredDocument } from '@nomada/contracts';
import { filenameFromDisposition } from '@nomada/state';

/** docs/product/http-api.md: the original filename, or the document's name plus the file's extension. */
export function downloadFilename(document: RequiredDocument, disposition: string | null): string {
  const original = filenameFromDisposition(disposition);
  if (original) return original;
  const extension = /\.([a-z0-9]{1,5})$/i.exec(document.file_url ?? '')?.[1]?.toLowerCase();
  return extension ? `${document.name}.${extension}` : document.name;
}
