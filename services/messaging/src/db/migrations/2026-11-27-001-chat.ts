import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A visa-assistant question, stored before its queue job (which carries only the id).
  await db.schema
    .createTable('messaging.chat_requests')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('history', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('interface_language', 'text', (col) =>
      col.notNull().check(sql`interface_language in ('en', 'es')`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'answered', 'failed', 'expired')`),
    )
    .addColumn('response', 'text')
    .addColumn('sources', 'jsonb')
    .addColumn('language', 'text', (col) => col.check(sql`language in ('en', 'es')`))
    .addColumn('outcome', 'text')
    .addColumn('fact_ids', sql`text[]`)
    .addColumn('phrased_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('chat_requests_created_at_idx')
    .on('messaging.chat_requests')
    .column('created_at')
    .execute();

  // The conversation of a premium applicant with their assigned agent.
  await db.schema
    .createTable('messaging.lawyer_messages')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('applicant_id', 'uuid', (col) => col.notNull())
    .addColumn('agent_id', 'uuid', (col) => col.notNull())
    .addColumn('sender_role', 'text', (col) =>
      col.notNull().check(sql`sender_role in ('applicant', 'agent')`),
    )
    .addColumn('sender_id', 'uuid', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('notified_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('lawyer_messages_thread_idx')
    .on('messaging.lawyer_messages')
    .columns(['applicant_id', 'created_at'])
    .execute();
  // Unread counts per thread and the 15-minute reminder only ever look at unread messages.
  await db.schema
    .createIndex('lawyer_messages_unread_idx')
    .on('messaging.lawyer_messages')
    .columns(['applicant_id', 'sender_role'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('lawyer_messages_unnotified_idx')
    .on('messaging.lawyer_messages')
    .column('created_at')
    .where(sql<boolean>`read_at is null and notified_at is null`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messaging.lawyer_messages').execute();
  await db.schema.dropTable('messaging.chat_requests').execute();
}
