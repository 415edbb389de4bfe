import { sql, type Kysely } from 'kysely';

/**
 * The agent dashboard's cards and list totals without counting (decision 063). Counting 8,500 decided
 * profiles took longer than everything else on the dashboard with 10,000 applicants (npm run bench).
 * Triggers keep, per status and assigned-or-not, how many profiles there are; a count is a sum of a
 * few small rows. Each connection adds to its own slot (its backend pid modulo 16), so concurrent
 * decisions never wait for one hot row; every statement changes at most one row of this table, so it
 * adds no lock-order cycle. Agents' profiles are counted too: readers subtract the few agents.
 * A new profile status needs its two columns here.
 */
const SLOTS = 16;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table identity.applicant_tallies (
      slot smallint primary key check (slot >= 0 and slot < ${sql.lit(SLOTS)}),
      pending_unassigned bigint not null default 0,
      pending_assigned bigint not null default 0,
      approved_unassigned bigint not null default 0,
      approved_assigned bigint not null default 0,
      rejected_unassigned bigint not null default 0,
      rejected_assigned bigint not null default 0
    )
  `.execute(db);

  // Each changed row counts -1 where it was and +1 where it is; only a real change writes a slot.
  await sql`
    create function identity.tally_profile_changes() returns trigger
    language plpgsql as $$
    declare
      signs int[];
      statuses text[];
      assigned boolean[];
    begin
      if tg_op = 'INSERT' then
        select array_agg(1), array_agg(status), array_agg(assigned_agent_id is not null)
          into signs, statuses, assigned from new_rows;
      elsif tg_op = 'DELETE' then
        select array_agg(-1), array_agg(status), array_agg(assigned_agent_id is not null)
          into signs, statuses, assigned from old_rows;
      else
        select array_agg(c.sign), array_agg(c.status), array_agg(c.assigned)
          into signs, statuses, assigned
          from (
            select 1 as sign, status, assigned_agent_id is not null as assigned from new_rows
            union all
            select -1, status, assigned_agent_id is not null from old_rows
          ) c;
      end if;
      update identity.applicant_tallies t set
        pending_unassigned = t.pending_unassigned + d.pending_unassigned,
        pending_assigned = t.pending_assigned + d.pending_assigned,
        approved_unassigned = t.approved_unassigned + d.approved_unassigned,
        approved_assigned = t.approved_assigned + d.approved_assigned,
        rejected_unassigned = t.rejected_unassigned + d.rejected_unassigned,
        rejected_assigned = t.rejected_assigned + d.rejected_assigned
      from (
        select
          coalesce(sum(c.sign) filter (where c.status = 'pending' and not c.assigned), 0) as pending_unassigned,
          coalesce(sum(c.sign) filter (where c.status = 'pending' and c.assigned), 0) as pending_assigned,
          coalesce(sum(c.sign) filter (where c.status = 'approved' and not c.assigned), 0) as approved_unassigned,
          coalesce(sum(c.sign) filter (where c.status = 'approved' and c.assigned), 0) as approved_assigned,
          coalesce(sum(c.sign) filter (where c.status = 'rejected' and not c.assigned), 0) as rejected_unassigned,
          coalesce(sum(c.sign) filter (where c.status = 'rejected' and c.assigned), 0) as rejected_assigned
        from unnest(signs, statuses, assigned) as c(sign, status, assigned)
      ) d
      where t.slot = pg_backend_pid() % ${sql.lit(SLOTS)}
        and (d.pending_unassigned, d.pending_assigned, d.approved_unassigned, d.approved_assigned,
             d.rejected_unassigned, d.rejected_assigned) <> (0, 0, 0, 0, 0, 0);
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
      create trigger ${sql.raw(`profiles_tally_${event}`)}
      after ${sql.raw(event)} on identity.profiles
      referencing ${tables}
      for each statement execute function identity.tally_profile_changes()
    `.execute(db);
  }

  // The profiles that exist now, in slot 0 (in the same transaction as the triggers: none is missed).
  await sql`
    insert into identity.applicant_tallies (slot, pending_unassigned, pending_assigned,
      approved_unassigned, approved_assigned, rejected_unassigned, rejected_assigned)
    select 0,
      count(*) filter (where status = 'pending' and assigned_agent_id is null),
      count(*) filter (where status = 'pending' and assigned_agent_id is not null),
      count(*) filter (where status = 'approved' and assigned_agent_id is null),
      count(*) filter (where status = 'approved' and assigned_agent_id is not null),
      count(*) filter (where status = 'rejected' and assigned_agent_id is null),
      count(*) filter (where status = 'rejected' and assigned_agent_id is not null)
    from identity.profiles
  `.execute(db);
  await sql`
    insert into identity.applicant_tallies (slot)
    select generate_series(1, ${sql.lit(SLOTS - 1)})
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger if exists ${sql.raw(`profiles_tally_${event}`)} on identity.profiles`.execute(
      db,
    );
  await sql`drop function if exists identity.tally_profile_changes()`.execute(db);
  await sql`drop table if exists identity.applicant_tallies`.execute(db);
}
