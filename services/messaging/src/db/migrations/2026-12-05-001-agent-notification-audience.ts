import { sql, type Kysely } from 'kysely';

/**
 * Decision 060: agents read their notifications. Each one is for one agent (`agent_id`) or for every
 * agent (null); `dedupe_key` makes a retried event a no-op; read state is per agent, in its own
 * table (a row per agent who read it), so one agent reading never hides it from another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table messaging.agent_notifications
      drop constraint agent_notifications_kind_check,
      add constraint agent_notifications_kind_check check (kind in
        ('contact', 'plan_upgrade_request', 'registration', 'upload', 'lawyer_message')),
      add column agent_id uuid,
      add column dedupe_key text,
      add constraint agent_notifications_dedupe_key_unique unique (dedupe_key)
  `.execute(db);
  await sql`drop index if exists messaging.agent_notifications_unread_idx`.execute(db);
  await sql`alter table messaging.agent_notifications drop column read_at`.execute(db);
  // An agent's list: theirs and everyone's, newest first.
  await sql`create index agent_notifications_audience_idx on messaging.agent_notifications
    (agent_id, created_at desc, id desc)`.execute(db);
  await db.schema
    .createTable('messaging.agent_notification_reads')
    .addColumn('agent_id', 'uuid', (col) => col.notNull())
    .addColumn('notification_id', 'uuid', (col) =>
      col.notNull().references('messaging.agent_notifications.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('agent_notification_reads_pkey', ['agent_id', 'notification_id'])
    .execute();
  await db.schema
    .createIndex('agent_notification_reads_notification_idx')
    .on('messaging.agent_notification_reads')
    .column('notification_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messaging.agent_notification_reads').execute();
  await sql`drop index if exists messaging.agent_notifications_audience_idx`.execute(db);
  await sql`delete from messaging.agent_notifications
    where kind not in ('contact', 'plan_upgrade_request')`.execute(db);
  await sql`
    alter table messaging.agent_notifications
      drop constraint agent_notifications_dedupe_key_unique,
      drop column dedupe_key,
      drop column agent_id,
      add column read_at timestamptz,
      drop constraint agent_notifications_kind_check,
      add constraint agent_notifications_kind_check check (kind in ('contact', 'plan_upgrade_request'))
  `.execute(db);
  await sql`create index agent_notifications_unread_idx on messaging.agent_notifications (created_at)
    where read_at is null`.execute(db);
}
