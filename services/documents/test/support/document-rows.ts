import type { Kysely } from 'kysely';
import type { DocumentsDatabase } from '../../src/db/schema';

/** A person's documents, one row per file (the document's columns with its file's), oldest file first. */
export function documentFileRowsOf(db: Kysely<DocumentsDatabase>, userId: string) {
  return db
    .selectFrom('documents.user_documents as d')
    .innerJoin('documents.document_files as f', 'f.document_id', 'd.id')
    .selectAll('d')
    .select([
      'f.id as file_id',
      'f.storage_path',
      'f.original_filename',
      'f.mime_type',
      'f.size_bytes',
    ])
    .where('d.user_id', '=', userId)
    .orderBy('f.uploaded_at')
    .orderBy('f.id')
    .execute();
}
