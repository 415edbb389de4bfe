import { sql, type Kysely } from 'kysely';

/**
 * Decision 064: a caller's idempotency key per stored email, so a request repeated after a crash
 * (the email stored, the answer lost) stores and sends nothing twice. Its own table: settled emails
 * of some templates are deleted, and their keys must outlive them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messaging.email_idempotency_keys')
    .addColumn('idempotency_key', 'uuid', (col) => col.primaryKey())
    .addColumn('email_id', 'uuid', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messaging.email_idempotency_keys').execute();
}
