import type { CaseFileRecord, CaseItemRecord, DocumentRecord } from '@nomada/contracts';
import type { DocumentRecordRow } from '../db/repositories/review-queue';
import type { RequiredDocumentRow } from '../db/schema';
import { toDocumentRecord } from './document-shapes';

/**
 * The files an item holds, from what other services are told of its document. Today that is one
 * file (its id is the document's); a document with several lists each of them here.
 */
export function filesOf(document: DocumentRecord): CaseFileRecord[] {
  return [
    {
      id: document.id,
      file_url: document.file_url,
      original_filename: document.original_filename,
      mime_type: document.mime_type,
      file_size: document.file_size,
      uploaded_at: document.uploaded_at,
      current: true,
    },
  ];
}

/** One checklist item of a case, with the applicant's document for it and its files. */
export function toCaseItem(
  item: RequiredDocumentRow,
  row: DocumentRecordRow | undefined,
): CaseItemRecord {
  const document = row ? toDocumentRecord(row) : null;
  return {
    id: item.id,
    slug: item.slug,
    name_en: item.name_en,
    name_es: item.name_es,
    description_en: item.description_en,
    description_es: item.description_es,
    document,
    files: document ? filesOf(document) : [],
  };
}
