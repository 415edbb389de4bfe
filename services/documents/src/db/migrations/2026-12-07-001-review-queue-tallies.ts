import { sql, type Kysely } from 'kysely';

/**
 * The dashboard cards' counts of documents awaiting a decision without counting (decision 063): with
 * 40,000 documents, counting the 16,000 awaiting ones took longer than the rest of the dashboard.
 * Triggers keep how many documents are `uploaded` and `reviewing`; the cards sum sixteen small rows.
 * Each connection adds to its own slot (its backend pid modulo 16), so concurrent uploads and
 * decisions never wait for one hot row, and a statement changes at most one row here (no lock-order
 * cycle).
 */
const SLOTS = 16;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table documents.review_queue_tallies (
      slot smallint primary key check (slot >= 0 and slot < ${sql.lit(SLOTS)}),
      uploaded bigint not null default 0,
      reviewing bigint not null default 0
    )
  `.execute(db);

  // Each changed row counts -1 where it was and +1 where it is; only a real change writes a slot.
  await sql`
    create function documents.tally_document_changes() returns trigger
    language plpgsql as $$
    declare
      signs int[];
      statuses text[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(1), array_agg(status) into signs, statuses from new_rows;
      elsif tg_op = 'DELETE' then
        select array_agg(-1), array_agg(status) into signs, statuses from old_rows;
      else
        select array_agg(c.sign), array_agg(c.status) into signs, statuses
          from (
            select 1 as sign, status from new_rows
            union all
            select -1, status from old_rows
          ) c;
      end if;
      update documents.review_queue_tallies t set
        uploaded = t.uploaded + d.uploaded,
        reviewing = t.reviewing + d.reviewing
      from (
        select
          coalesce(sum(c.sign) filter (where c.status = 'uploaded'), 0) as uploaded,
          coalesce(sum(c.sign) filter (where c.status = 'reviewing'), 0) as reviewing
        from unnest(signs, statuses) as c(sign, status)
      ) d
      where t.slot = pg_backend_pid() % ${sql.lit(SLOTS)}
        and (d.uploaded, d.reviewing) <> (0, 0);
      return null;
    end
    $$
  `.execute(db);
  // Transition tables allow one event per trigger.
  for (const [event, tables] of [
    ['insert', sql`new table as new_rows`],
    ['update', sql`new table as new_rows old table as old_rows`],
    ['delete', sql`old table as old_rows`],
  ] as const) {
    await sql`
      create trigger ${sql.raw(`user_documents_tally_${event}`)}
      after ${sql.raw(event)} on documents.user_documents
      referencing ${tables}
      for each statement execute function documents.tally_document_changes()
    `.execute(db);
  }

  // The documents that exist now, in slot 0 (in the same transaction as the triggers: none is missed).
  await sql`
    insert into documents.review_queue_tallies (slot, uploaded, reviewing)
    select 0, count(*) filter (where status = 'uploaded'), count(*) filter (where status = 'reviewing')
    from documents.user_documents
  `.execute(db);
  await sql`
    insert into documents.review_queue_tallies (slot)
    select generate_series(1, ${sql.lit(SLOTS - 1)})
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.raw(`user_documents_tally_${event}`)} on documents.user_documents`.execute(
      db,
    );
  await sql`drop function if exists documents.tally_document_changes()`.execute(db);
  await sql`drop table if exists documents.review_queue_tallies`.execute(db);
}
