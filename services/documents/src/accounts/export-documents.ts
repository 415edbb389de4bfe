import type { AccountExportRequest, DocumentRetention, ExportedDocument } from '@nomada/contracts';
import { filesByDocument } from '../db/repositories/document-files';
import { recordsOfUsers } from '../db/repositories/review-queue';
import type { DocumentsDeps } from '../deps';
import { ownOrigin } from '../downloads/own-origin';
import { signDownloadToken } from '../downloads/signed-links';
import { findExpiredCase } from '../retention/expired-cases';

/**
 * The person's documents for their export, in their language, each file with a signed link valid
 * five minutes on the origin their request came by, and when retention deleted their files (if it did).
 */
export async function exportDocumentsOf(
  { db, config, downloadKey, now }: Pick<DocumentsDeps, 'db' | 'config' | 'downloadKey' | 'now'>,
  request: AccountExportRequest,
): Promise<{ documents: ExportedDocument[]; retention: DocumentRetention | null }> {
  const [rows, retention] = await Promise.all([
    recordsOfUsers(db, [request.userId]),
    findExpiredCase(db, request.userId),
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
  return { documents, retention };
}
