import type { CaseFileRecord, CaseItemRecord } from '@nomada/contracts';
import type { DocumentRecordRow } from '../db/repositories/review-queue';
import type { RequiredDocumentRow } from '../db/schema';
import { toDocumentRecord } from './document-shapes';

/** The files an item holds: today one per document, the document's own (it is its id too). */
export function filesOf(document: DocumentRecordRow): CaseFileRecord[] {
  return [
    {
      id: document.id,
      file_url: document.storage_path,
      original_filename: document.original_filename,
      mime_type: document.mime_type,
      file_size: Number(document.size_bytes),
      uploaded_at: document.uploaded_at.toISOString(),
      current: true,
    },
  ];
}

/** One checklist item of a case, with the applicant's document for it and its files. */
export function toCaseItem(
  item: RequiredDocumentRow,
  document: DocumentRecordRow | undefined,
): CaseItemRecord {
  return {
    id: item.id,
    slug: item.slug,
    name_en: item.name_en,
    name_es: item.name_es,
    description_en: item.description_en,
    description_es: item.description_es,
    document: document ? toDocumentRecord(document) : null,
    files: document ? filesOf(document) : [],
  };
}
