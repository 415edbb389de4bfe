import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: agents are told of plan upgrade requests the way they are told of contact forms (a
 * notification row); erased accounts are remembered by id only, so a lawyer message or assistant
 * question still in flight for them is refused rather than stored (decision 031).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table messaging.agent_notifications
      drop constraint agent_notifications_kind_check,
      add constraint agent_notifications_kind_check check (kind in ('contact', 'plan_upgrade_request'))
  `.execute(db);
  // Erasure finds an applicant's notifications by the user id in their summary.
  await sql`create index agent_notifications_user_idx on messaging.agent_notifications
    ((summary->>'userId')) where summary ? 'userId'`.execute(db);

  await db.schema
    .createTable('messaging.erased_users')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey())
    .addColumn('erased_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Export and erasure look a person up by address.
  await db.schema
    .createIndex('emails_recipient_idx')
    .on('messaging.emails')
    .column('recipient')
    .execute();
  await db.schema
    .createIndex('contact_submissions_email_idx')
    .on('messaging.contact_submissions')
    .column('email')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists messaging.contact_submissions_email_idx`.execute(db);
  await sql`drop index if exists messaging.emails_recipient_idx`.execute(db);
  await db.schema.dropTable('messaging.erased_users').execute();
  await sql`drop index if exists messaging.agent_notifications_user_idx`.execute(db);
  await sql`delete from messaging.agent_notifications where kind <> 'contact'`.execute(db);
  await sql`
    alter table messaging.agent_notifications
      drop constraint agent_notifications_kind_check,
      add constraint agent_notifications_kind_check check (kind in ('contact'))
  `.execute(db);
}
