import { sql, type Kysely } from 'kysely';

/**
 * Each list's pages walk an index that holds the tie-breaking user id too: page 50 reads 500 index
 * entries and joins only its own ten applicants (decision 063). An agent's own list is counted from
 * its index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index profiles_history_page_idx on identity.profiles (decided_at desc, user_id)
    where status in ('approved', 'rejected')`.execute(db);
  await sql`drop index identity.profiles_history_idx`.execute(db);
  await sql`create index profiles_unassigned_page_idx on identity.profiles (decided_at desc, user_id)
    where status = 'approved' and assigned_agent_id is null`.execute(db);
  await sql`drop index identity.profiles_unassigned_approved_idx`.execute(db);
  await sql`create index registrations_queue_idx on identity.registrations (submitted_at, user_id)`.execute(
    db,
  );
  await sql`drop index identity.registrations_submitted_idx`.execute(db);
  await sql`create index profiles_assigned_page_idx
    on identity.profiles (assigned_agent_id, assigned_at desc, user_id) include (status)`.execute(
    db,
  );
  await sql`drop index identity.profiles_assigned_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index profiles_assigned_idx
    on identity.profiles (assigned_agent_id, assigned_at desc)`.execute(db);
  await sql`drop index identity.profiles_assigned_page_idx`.execute(db);
  await sql`create index registrations_submitted_idx on identity.registrations (submitted_at)`.execute(
    db,
  );
  await sql`drop index identity.registrations_queue_idx`.execute(db);
  await sql`create index profiles_unassigned_approved_idx on identity.profiles (decided_at desc)
    where status = 'approved' and assigned_agent_id is null`.execute(db);
  await sql`drop index identity.profiles_unassigned_page_idx`.execute(db);
  await sql`create index profiles_history_idx on identity.profiles (decided_at desc)
    where status in ('approved', 'rejected')`.execute(db);
  await sql`drop index identity.profiles_history_page_idx`.execute(db);
}
