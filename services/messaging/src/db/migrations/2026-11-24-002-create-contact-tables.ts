import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messaging.contact_submissions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in ('homepage', 'contact')`),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('country', 'text')
    .addColumn('subject', 'text')
    .addColumn('message', 'text')
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('en', 'es')`))
    .addColumn('client_address', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('contact_submissions_created_at_idx')
    .on('messaging.contact_submissions')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('messaging.agent_notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('contact')`))
    .addColumn('summary', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  // Agents will list the unread ones, newest first.
  await db.schema
    .createIndex('agent_notifications_unread_idx')
    .on('messaging.agent_notifications')
    .column('created_at')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messaging.agent_notifications').execute();
  await db.schema.dropTable('messaging.contact_submissions').execute();
}
