import { sql, type Kysely } from 'kysely';

/**
 * Issue 18: a checklist item may hold several files (passport pages, three monthly statements). The
 * file moves out of `user_documents` (which keeps the item's status, decision and revision) into
 * `document_files`, one row per file. Every existing document keeps its one file, under a file id
 * equal to its document id, so a download link signed before the move still opens the same file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table documents.document_files (
      id uuid primary key default gen_random_uuid(),
      document_id uuid not null references documents.user_documents (id) on delete cascade,
      user_id uuid not null,
      storage_path text not null unique,
      original_filename text not null,
      mime_type text not null,
      size_bytes bigint not null check (size_bytes >= 0),
      uploaded_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index document_files_document_idx
      on documents.document_files (document_id, uploaded_at, id)
  `.execute(db);
  await sql`create index document_files_user_idx on documents.document_files (user_id)`.execute(db);
  await sql`
    insert into documents.document_files
      (id, document_id, user_id, storage_path, original_filename, mime_type, size_bytes, uploaded_at)
    select id, id, user_id, storage_path, original_filename, mime_type, size_bytes, uploaded_at
      from documents.user_documents
  `.execute(db);
  await sql`
    alter table documents.user_documents
      drop column storage_path,
      drop column original_filename,
      drop column mime_type,
      drop column size_bytes
  `.execute(db);
}

/**
 * Back to one file per document: each keeps its latest file; the others are queued for removal from
 * storage (nothing is left behind unnamed).
 */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table documents.user_documents
      add column storage_path text,
      add column original_filename text,
      add column mime_type text,
      add column size_bytes bigint
  `.execute(db);
  await sql`
    update documents.user_documents d
       set storage_path = f.storage_path, original_filename = f.original_filename,
           mime_type = f.mime_type, size_bytes = f.size_bytes
      from (
        select distinct on (document_id) *
          from documents.document_files
         order by document_id, uploaded_at desc, id desc
      ) f
     where f.document_id = d.id
  `.execute(db);
  await sql`
    insert into documents.files_to_remove (storage_path, user_id)
    select f.storage_path, f.user_id
      from documents.document_files f
      join documents.user_documents d on d.id = f.document_id
     where f.storage_path <> d.storage_path
    on conflict do nothing
  `.execute(db);
  await sql`delete from documents.user_documents where storage_path is null`.execute(db);
  await sql`
    alter table documents.user_documents
      alter column storage_path set not null,
      alter column original_filename set not null,
      alter column mime_type set not null,
      alter column size_bytes set not null,
      add constraint user_documents_storage_path_key unique (storage_path),
      add constraint user_documents_size_bytes_check check (size_bytes >= 0)
  `.execute(db);
  await sql`drop table documents.document_files`.execute(db);
}
