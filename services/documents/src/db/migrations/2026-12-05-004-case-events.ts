import { sql, type Kysely } from 'kysely';

/**
 * Decision 058: a case's timeline, one row per stage it entered (append-only); the latest is the
 * current stage. Each stage's own details (the HTTP contract's table) are columns, checked per stage.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table documents.case_events (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      stage text not null check (
        stage in ('documents', 'ready', 'submitted', 'more_documents_requested', 'resolved')
      ),
      at timestamptz not null default now(),
      by uuid,
      authority text check (authority in ('uge', 'consulate')),
      reference text,
      date date,
      note text,
      outcome text check (outcome in ('granted', 'denied')),
      constraint case_events_details_check check (
        (stage <> 'submitted' or (authority is not null and reference is not null and date is not null))
        and (stage <> 'more_documents_requested' or note is not null)
        and (stage <> 'resolved' or (outcome is not null and date is not null))
      )
    )
  `.execute(db);
  await sql`create index case_events_user_idx on documents.case_events (user_id, at, id)`.execute(
    db,
  );
  // A case starts once.
  await sql`
    create unique index case_events_start_key on documents.case_events (user_id)
      where stage = 'documents'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table documents.case_events`.execute(db);
}
