import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: an applicant's request for premium (waiting while set; cleared when an agent approves),
 * and the erasures still being carried out in the other services (decision 031).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('identity.profiles')
    .addColumn('plan_upgrade_requested_at', 'timestamptz')
    .execute();
  // The agents' list of waiting requests, oldest first.
  await sql`create index profiles_upgrade_requests_idx on identity.profiles (plan_upgrade_requested_at)
    where plan_upgrade_requested_at is not null`.execute(db);

  await db.schema
    .createTable('identity.account_erasures')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // No foreign key: the user row is gone by the time this is carried out.
    .addColumn('user_id', 'uuid', (col) => col.notNull().unique())
    .addColumn('pseudonym', 'text', (col) => col.notNull())
    // What the other services need to find and scrub the person; the row goes once they are done.
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('names', sql`text[]`, (col) => col.notNull())
    .addColumn('session_ids', sql`uuid[]`, (col) => col.notNull())
    .addColumn('pending', sql`text[]`, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('account_erasures_due_idx')
    .on('identity.account_erasures')
    .column('next_attempt_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity.account_erasures').execute();
  await sql`drop index if exists identity.profiles_upgrade_requests_idx`.execute(db);
  await db.schema.alterTable('identity.profiles').dropColumn('plan_upgrade_requested_at').execute();
}
