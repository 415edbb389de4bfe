import { sql, type Kysely } from 'kysely';

/**
 * Decision 065: an item's files that an agent decided on are kept as its history when replaced or
 * removed. `file_decisions` records, for every decision, each file the item held then (decisions
 * name the files seen, decision 055); `earlier_files` holds the decided files that left their item,
 * keyed by the person and the checklist item (not the user document, which goes when its last file
 * is removed). Files never decided are still deleted at once. No foreign keys to `document_files`:
 * a file's id stays the same when it moves to `earlier_files`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table documents.file_decisions (
      id uuid primary key default gen_random_uuid(),
      file_id uuid not null,
      user_id uuid not null,
      decision text not null check (decision in ('approved', 'rejected')),
      reason text,
      decided_by uuid not null,
      decided_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index file_decisions_file_idx on documents.file_decisions (file_id, decided_at)`.execute(
    db,
  );
  await sql`create index file_decisions_user_idx on documents.file_decisions (user_id)`.execute(db);
  await sql`
    create table documents.earlier_files (
      id uuid primary key,
      user_id uuid not null,
      required_document_id uuid,
      document_id uuid not null,
      storage_path text not null unique,
      original_filename text not null,
      mime_type text not null,
      size_bytes bigint not null check (size_bytes >= 0),
      uploaded_at timestamptz not null,
      issued_on date,
      expires_on date,
      replaced_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index earlier_files_user_idx
      on documents.earlier_files (user_id, required_document_id, replaced_at)
  `.execute(db);
  // The files of items decided now were all there at that decision (any change of files since would
  // have put the item back to `uploaded`), so their history starts complete.
  await sql`
    insert into documents.file_decisions (file_id, user_id, decision, reason, decided_by, decided_at)
    select f.id, f.user_id, d.status, d.rejection_reason, d.reviewed_by, d.reviewed_at
      from documents.document_files f
      join documents.user_documents d on d.id = f.document_id
     where d.status in ('approved', 'rejected')
       and d.reviewed_by is not null
       and d.reviewed_at is not null
  `.execute(db);
}

/** Without a history, earlier files are queued for removal from storage (nothing left unnamed). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into documents.files_to_remove (storage_path, user_id)
    select storage_path, user_id from documents.earlier_files
    on conflict do nothing
  `.execute(db);
  await sql`drop table documents.earlier_files`.execute(db);
  await sql`drop table documents.file_decisions`.execute(db);
}
