import type {
  DocumentFile,
  DocumentRecord,
  ItemRequirements,
  Language,
  RequiredDocument,
  UserDocument,
} from '@nomada/contracts';
import { ALLOWED_FILE_TYPES, documentFreshness, type Freshness } from '@nomada/contracts';
import type { DocumentRecordRow } from '../db/repositories/review-queue';
import type { DocumentFileRow, RequiredDocumentRow, UserDocumentRow } from '../db/schema';

type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];
const isAllowedFileType = (value: string): value is AllowedFileType =>
  (ALLOWED_FILE_TYPES as readonly string[]).includes(value);

export function toDocumentFile(row: DocumentFileRow): DocumentFile {
  return {
    id: row.id,
    file_url: row.storage_path,
    original_filename: row.original_filename,
    mime_type: row.mime_type,
    file_size: Number(row.size_bytes),
    uploaded_at: row.uploaded_at.toISOString(),
    issued_on: row.issued_on,
    expires_on: row.expires_on,
  };
}

/** Decision 057: whether the files' dates keep the item's rules on `today` (`YYYY-MM-DD`, UTC). */
export function freshnessOf(
  rules: { max_age_days: number | null; min_validity_days: number | null },
  files: DocumentFileRow[],
  today: string,
): Freshness {
  return documentFreshness(
    { maxAgeDays: rules.max_age_days, minValidityDays: rules.min_validity_days },
    files.map((file) => ({ issuedOn: file.issued_on, expiresOn: file.expires_on })),
    today,
  );
}

/** docs/product/data.md "User document": what the applicant sees, with the item's files. */
export function toUserDocument(
  row: UserDocumentRow,
  files: DocumentFileRow[],
  latest: DocumentFileRow,
): UserDocument {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    file_url: latest.storage_path,
    status: row.status,
    uploaded_at: row.uploaded_at.toISOString(),
    required_document_id: row.required_document_id,
    rejection_reason: row.rejection_reason,
    files: files.map(toDocumentFile),
    revision: row.revision,
  };
}

/** One line of the applicant's checklist, in their language, with their document and files if any. */
export function toRequiredDocument(
  item: RequiredDocumentRow,
  document: UserDocumentRow | undefined,
  files: DocumentFileRow[],
  language: Language,
  today: string,
  requirements: ItemRequirements,
): RequiredDocument {
  return {
    ...requirements,
    id: item.id,
    name: language === 'es' ? item.name_es : item.name_en,
    description: language === 'es' ? item.description_es : item.description_en,
    max_file_size: item.max_file_size,
    file_types: item.file_types.filter(isAllowedFileType),
    status: document?.status ?? 'pending',
    rejection_reason: document?.rejection_reason ?? null,
    uploaded_at: document?.uploaded_at.toISOString() ?? null,
    user_document_id: document?.id ?? null,
    file_url: files.at(-1)?.storage_path ?? null,
    files: files.map(toDocumentFile),
    revision: document?.revision ?? null,
    max_age_days: item.max_age_days,
    min_validity_days: item.min_validity_days,
    freshness: freshnessOf(item, files, today),
    requested: item.request_event_id !== null,
    member_id: item.member_id,
  };
}

/** What other services learn about a document (internal contract); the latest file up front. */
export function toDocumentRecord(
  row: DocumentRecordRow,
  files: DocumentFileRow[],
  today: string,
): DocumentRecord {
  const latest = files.at(-1);
  return {
    id: row.id,
    user_id: row.user_id,
    required_document_id: row.required_document_id,
    document_type: row.slug ?? 'other',
    name_en: row.name_en ?? row.name,
    name_es: row.name_es ?? row.name,
    file_url: latest?.storage_path ?? '',
    file_size: Number(latest?.size_bytes ?? 0),
    original_filename: latest?.original_filename ?? '',
    mime_type: latest?.mime_type ?? 'application/octet-stream',
    files: files.map(toDocumentFile),
    status: row.status,
    rejection_reason: row.rejection_reason,
    uploaded_at: row.uploaded_at.toISOString(),
    reviewed_by: row.reviewed_by,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    revision: row.revision,
    freshness: freshnessOf(
      { max_age_days: row.max_age_days ?? null, min_validity_days: row.min_validity_days ?? null },
      files,
      today,
    ),
  };
}
