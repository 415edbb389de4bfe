import type { CaseFileRecord, CaseItemRecord, DocumentRecord } from '@nomada/contracts';
import type { RequiredDocumentRow } from '../db/schema';

/** The files an item holds now (decision 056), as its document record lists them. */
export function filesOf(document: DocumentRecord): CaseFileRecord[] {
  return document.files.map((file) => ({ ...file, current: true }));
}

/** One checklist item of a case, with the applicant's document for it and its files. */
export function toCaseItem(
  item: RequiredDocumentRow,
  document: DocumentRecord | undefined,
): CaseItemRecord {
  return {
    id: item.id,
    slug: item.slug,
    name_en: item.name_en,
    name_es: item.name_es,
    description_en: item.description_en,
    description_es: item.description_es,
    document: document ?? null,
    files: document ? filesOf(document) : [],
  };
}
