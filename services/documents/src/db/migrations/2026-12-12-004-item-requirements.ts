import { sql, type Kysely } from 'kysely';

/**
 * Issue 28: what the authorities require of each paper besides the paper. Every checklist item has a
 * default (an apostille and a sworn translation for foreign civil-status and criminal records, nothing
 * for the rest); the applicant's agent may change both and mark them done, per case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table documents.required_documents
      add column legalisation_default text not null default 'none'
        check (legalisation_default in ('apostille', 'none')),
      add column translation_default text not null default 'none'
        check (translation_default in ('sworn', 'none'))
  `.execute(db);
  await sql`
    update documents.required_documents
      set legalisation_default = 'apostille', translation_default = 'sworn'
      where slug = 'criminal-record'
         or (member_id is not null and slug ~ '-(marriage-certificate|partnership-certificate|birth-certificate)$')
  `.execute(db);
  await sql`
    create table documents.item_requirements (
      user_id uuid not null,
      required_document_id uuid not null references documents.required_documents (id) on delete cascade,
      legalisation text not null check (legalisation in ('apostille', 'none')),
      legalisation_status text not null check (legalisation_status in ('required', 'done', 'not_needed')),
      translation text not null check (translation in ('sworn', 'none')),
      translation_status text not null check (translation_status in ('required', 'done', 'not_needed')),
      updated_by uuid not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, required_document_id),
      check ((legalisation = 'none') = (legalisation_status = 'not_needed')),
      check ((translation = 'none') = (translation_status = 'not_needed'))
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table documents.item_requirements`.execute(db);
  await sql`
    alter table documents.required_documents
      drop column legalisation_default, drop column translation_default
  `.execute(db);
}
