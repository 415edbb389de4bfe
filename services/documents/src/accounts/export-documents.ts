import type { AccountExportRequest, DocumentRetention, ExportedDocument } from '@nomada/contracts';
import { recordsOfUsers } from '../db/repositories/review-queue';
import type { DocumentsDeps } from '../deps';
import { ownOrigin } from '../downloads/own-origin';
import { signDownloadToken } from '../downloads/signed-links';
import { findExpiredCase } from '../retention/expired-cases';

/**
 * The person's documents for their export, in their language, each with a signed link valid five
 * minutes on the origin their request came by, and when retention deleted their files (if it did).
 */
export async function exportDocumentsOf(
  { db, config, downloadKey, now }: Pick<DocumentsDeps, 'db' | 'config' | 'downloadKey' | 'now'>,
  request: AccountExportRequest,
): Promise<{ documents: ExportedDocument[]; retention: DocumentRetention | null }> {
  const [rows, retention] = await Promise.all([
    recordsOfUsers(db, [request.userId]),
    findExpiredCase(db, request.userId),
  ]);
  const origin = ownOrigin(request.host, config.publicOrigins);
  const signedAt = now();
  const documents = rows.map((row) => ({
    id: row.id,
    document_type: row.slug ?? 'other',
    name: (request.language === 'es' ? row.name_es : row.name_en) ?? row.name,
    original_filename: row.original_filename,
    mime_type: row.mime_type,
    size_bytes: Number(row.size_bytes),
    status: row.status,
    rejection_reason: row.rejection_reason,
    uploaded_at: row.uploaded_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    signedUrl: `${origin}/files/${signDownloadToken(
      downloadKey,
      { documentId: row.id, storageKey: row.storage_path },
      signedAt,
    )}`,
  }));
  return { documents, retention };
}
