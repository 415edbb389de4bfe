import type {
  AccountExportRequest,
  DocumentRetention,
  ExportedDocument,
  ExportedEarlierFile,
  FamilyMember,
} from '@nomada/contracts';
import { filesByDocument } from '../db/repositories/document-files';
import { earlierFilesOf } from '../db/repositories/earlier-files';
import { decisionsByFile } from '../db/repositories/file-decisions';
import type { Db } from '../db/repositories/required-documents';
import { recordsOfUsers } from '../db/repositories/review-queue';
import type { DocumentsDeps } from '../deps';
import { ownOrigin } from '../downloads/own-origin';
import { signDownloadToken } from '../downloads/signed-links';
import { findExpiredCase } from '../retention/expired-cases';
import { membersOf, toFamilyMember } from '../db/repositories/family-members';

/**
 * The person's documents for their export, in their language, each file with a signed link valid
 * five minutes on the origin their request came by, and when retention deleted their files (if it did).
 */
export async function exportDocumentsOf(
  { db, config, downloadKey, now }: Pick<DocumentsDeps, 'db' | 'config' | 'downloadKey' | 'now'>,
  request: AccountExportRequest,
): Promise<{
  documents: ExportedDocument[];
  earlier_files: ExportedEarlierFile[];
  retention: DocumentRetention | null;
  family_members: FamilyMember[];
}> {
  const [rows, retention, earlier_files, members] = await Promise.all([
    recordsOfUsers(db, [request.userId]),
    findExpiredCase(db, request.userId),
    exportEarlierFilesOf(db, request),
    membersOf(db, request.userId),
  ]);
  const filesOf = await filesByDocument(
    db,
    rows.map((row) => row.id),
  );
  const origin = ownOrigin(request.host, config.publicOrigins);
  const signedAt = now();
  const documents = rows.flatMap((row): ExportedDocument[] => {
    const files = (filesOf.get(row.id) ?? []).map((file) => ({
      id: file.id,
      original_filename: file.original_filename,
      mime_type: file.mime_type,
      size_bytes: Number(file.size_bytes),
      uploaded_at: file.uploaded_at.toISOString(),
      signedUrl: `${origin}/files/${signDownloadToken(
        downloadKey,
        { fileId: file.id, storageKey: file.storage_path },
        signedAt,
      )}`,
    }));
    const latest = files.at(-1);
    if (!latest) return [];
    return [
      {
        id: row.id,
        document_type: row.slug ?? 'other',
        name: (request.language === 'es' ? row.name_es : row.name_en) ?? row.name,
        original_filename: latest.original_filename,
        mime_type: latest.mime_type,
        size_bytes: latest.size_bytes,
        status: row.status,
        rejection_reason: row.rejection_reason,
        uploaded_at: row.uploaded_at.toISOString(),
        reviewed_at: row.reviewed_at?.toISOString() ?? null,
        signedUrl: latest.signedUrl,
        files,
      },
    ];
  });
  return { documents, earlier_files, retention, family_members: members.map(toFamilyMember) };
}

/**
 * Decision 065: the decided files since replaced or removed, as metadata with the decisions that
 * covered them (no link: they are the case's history, which agents download).
 */
async function exportEarlierFilesOf(
  db: Db,
  request: AccountExportRequest,
): Promise<ExportedEarlierFile[]> {
  const earlier = await earlierFilesOf(db, request.userId);
  if (earlier.length === 0) return [];
  const itemIds = [...new Set(earlier.flatMap((file) => file.required_document_id ?? []))];
  const [decisions, items] = await Promise.all([
    decisionsByFile(
      db,
      earlier.map((file) => file.id),
    ),
    itemIds.length
      ? db
          .selectFrom('documents.required_documents')
          .select(['id', 'slug', 'name_en', 'name_es'])
          .where('id', 'in', itemIds)
          .execute()
      : [],
  ]);
  const itemOf = new Map(items.map((item) => [item.id, item]));
  return earlier.map((file) => {
    const item = file.required_document_id ? itemOf.get(file.required_document_id) : undefined;
    return {
      id: file.id,
      document_type: item?.slug ?? null,
      name: item ? (request.language === 'es' ? item.name_es : item.name_en) : null,
      original_filename: file.original_filename,
      mime_type: file.mime_type,
      size_bytes: Number(file.size_bytes),
      uploaded_at: file.uploaded_at.toISOString(),
      replaced_at: file.replaced_at.toISOString(),
      decisions: (decisions.get(file.id) ?? []).map((decision) => ({
        decision: decision.decision,
        reason: decision.reason,
        decided_at: decision.decided_at.toISOString(),
      })),
    };
  });
}
