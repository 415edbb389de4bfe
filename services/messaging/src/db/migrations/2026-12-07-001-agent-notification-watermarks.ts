import { sql, type Kysely } from 'kysely';

/**
 * Decision 060 (amended): an agent's read state is a watermark plus the reads after it. Every
 * notification the agent may see from before `read_through` is read; only newer ones need a row in
 * `agent_notification_reads`, so the unread count and the list scan what came after the oldest
 * unread notification, not everything ever recorded, and read rows below the mark are deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messaging.agent_notification_watermarks')
    .addColumn('agent_id', 'uuid', (col) => col.primaryKey())
    .addColumn('read_through', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // What the marks stood for goes back into rows, so nothing read becomes unread again.
  await sql`
    insert into messaging.agent_notification_reads (agent_id, notification_id)
    select w.agent_id, n.id
    from messaging.agent_notification_watermarks w
    join messaging.agent_notifications n
      on (n.agent_id = w.agent_id or n.agent_id is null) and n.created_at <= w.read_through
    on conflict do nothing
  `.execute(db);
  await db.schema.dropTable('messaging.agent_notification_watermarks').execute();
}
