import { sql, type Kysely } from 'kysely';

/**
 * Decision 081: legal deadlines. A case event keeps the dates its clocks start from (`notified_on`,
 * `valid_until`); each deadline is stored with the event it comes from (one per kind and event) and
 * closes when done. A request for documents puts its items on the applicant's own checklist:
 * `required_documents` rows that belong to one person (`user_id`, no plan) and name their request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table documents.case_events add column notified_on date, add column valid_until date`.execute(
    db,
  );
  await sql`
    create table documents.case_deadlines (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      event_id uuid not null references documents.case_events (id) on delete cascade,
      source_stage text not null,
      kind text not null check (kind in ('decision_due', 'request_answer', 'appeal_reposicion',
        'appeal_contencioso', 'tie_appointment', 'renewal_window_opens')),
      due_on date not null,
      done_at timestamptz,
      done_by uuid,
      created_at timestamptz not null default now(),
      unique (event_id, kind)
    )
  `.execute(db);
  await sql`create index case_deadlines_user_idx on documents.case_deadlines (user_id, due_on)`.execute(
    db,
  );
  await sql`create index case_deadlines_open_idx on documents.case_deadlines (due_on) where done_at is null`.execute(
    db,
  );
  await sql`
    alter table documents.required_documents
      add column user_id uuid,
      add column request_event_id uuid references documents.case_events (id) on delete cascade,
      alter column plan drop not null,
      add constraint required_documents_owner_check check (
        (user_id is null) = (request_event_id is null) and (user_id is null) = (plan is not null)
      )
  `.execute(db);
  await sql`create index required_documents_user_idx on documents.required_documents (user_id) where user_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from documents.required_documents where user_id is not null`.execute(db);
  await sql`alter table documents.required_documents drop column request_event_id, drop column user_id, alter column plan set not null`.execute(
    db,
  );
  await sql`drop table documents.case_deadlines`.execute(db);
  await sql`alter table documents.case_events drop column notified_on, drop column valid_until`.execute(
    db,
  );
}
