import type {
  CaseFileRecord,
  CaseItemRecord,
  DocumentRecord,
  FileDecisionRecord,
  ItemRequirements,
} from '@nomada/contracts';
import type { EarlierFileRow, FileDecisionRow, RequiredDocumentRow } from '../db/schema';

export function toFileDecision(row: FileDecisionRow): FileDecisionRecord {
  return {
    decision: row.decision,
    reason: row.reason,
    decided_by: row.decided_by,
    decided_at: row.decided_at.toISOString(),
  };
}

/** The files an item holds now (decision 056), as its document record lists them. */
export function filesOf(
  document: DocumentRecord,
  decisions: Map<string, FileDecisionRow[]>,
): CaseFileRecord[] {
  return document.files.map((file) => ({
    id: file.id,
    file_url: file.file_url,
    original_filename: file.original_filename,
    mime_type: file.mime_type,
    file_size: file.file_size,
    uploaded_at: file.uploaded_at,
    current: true,
    replaced_at: null,
    decisions: (decisions.get(file.id) ?? []).map(toFileDecision),
  }));
}

/** The files that left an item after a decision covered them (decision 065). */
export function earlierFilesOf(
  earlier: readonly EarlierFileRow[],
  decisions: Map<string, FileDecisionRow[]>,
): CaseFileRecord[] {
  return earlier.map((file) => ({
    id: file.id,
    file_url: file.storage_path,
    original_filename: file.original_filename,
    mime_type: file.mime_type,
    file_size: Number(file.size_bytes),
    uploaded_at: file.uploaded_at.toISOString(),
    current: false,
    replaced_at: file.replaced_at.toISOString(),
    decisions: (decisions.get(file.id) ?? []).map(toFileDecision),
  }));
}

/** One checklist item of a case, with the applicant's document for it and every file it held. */
export function toCaseItem(
  item: RequiredDocumentRow,
  document: DocumentRecord | undefined,
  earlier: readonly EarlierFileRow[],
  decisions: Map<string, FileDecisionRow[]>,
  requirements: ItemRequirements,
): CaseItemRecord {
  return {
    ...requirements,
    id: item.id,
    slug: item.slug,
    name_en: item.name_en,
    name_es: item.name_es,
    description_en: item.description_en,
    description_es: item.description_es,
    requested: item.request_event_id !== null,
    member_id: item.member_id,
    document: document ?? null,
    files: [
      ...(document ? filesOf(document, decisions) : []),
      ...earlierFilesOf(earlier, decisions),
    ],
  };
}
