import { sql, type Kysely } from 'kysely';

/**
 * Issue 28: the family members who come with an applicant, each with papers of their own on the
 * applicant's checklist (`required_documents` rows of the applicant with `member_id`). One spouse or
 * partner per applicant; the limit of eight is kept under the person's lock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table documents.family_members (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      relation text not null check (relation in ('spouse', 'partner', 'child', 'parent')),
      first_name text not null check (btrim(first_name) <> ''),
      last_name text not null check (btrim(last_name) <> ''),
      date_of_birth date not null,
      nationality text not null check (btrim(nationality) <> ''),
      dependent boolean not null default false,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index family_members_user_idx on documents.family_members (user_id, created_at)`.execute(
    db,
  );
  await sql`
    create unique index family_members_one_partner_key on documents.family_members (user_id)
      where relation in ('spouse', 'partner')
  `.execute(db);
  await sql`
    alter table documents.required_documents
      add column member_id uuid references documents.family_members (id) on delete cascade,
      drop constraint required_documents_owner_check,
      add constraint required_documents_owner_check check (
        (user_id is null) = (plan is not null)
        and (user_id is null or ((request_event_id is null) <> (member_id is null)))
        and (user_id is not null or (request_event_id is null and member_id is null))
      )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from documents.required_documents where member_id is not null`.execute(db);
  await sql`
    alter table documents.required_documents
      drop constraint required_documents_owner_check,
      drop column member_id,
      add constraint required_documents_owner_check check (
        (user_id is null) = (request_event_id is null) and (user_id is null) = (plan is not null)
      )
  `.execute(db);
  await sql`drop table documents.family_members`.execute(db);
}
