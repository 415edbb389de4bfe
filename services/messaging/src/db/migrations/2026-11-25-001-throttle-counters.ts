import type { Kysely } from 'kysely';

/** The kit's throttle keeps its counters here while Redis is away. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('messaging.throttle_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messaging.throttle_counters').ifExists().execute();
}
