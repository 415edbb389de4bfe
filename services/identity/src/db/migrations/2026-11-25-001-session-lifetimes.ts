import { sql, type Kysely } from 'kysely';

/**
 * Sessions get an absolute end and an idle timeout (decision 006); revocations get a durable outbox so
 * one that Redis did not take is published later instead of forgotten; throttles get their
 * PostgreSQL counters for when Redis is away.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('identity.sessions')
    // Sessions created before this migration end at most 30 days after they began, as they would have.
    .addColumn('expires_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`now() + interval '30 days'`),
    )
    .addColumn('idle_timeout_seconds', 'integer', (col) => col.notNull().defaultTo(86_400))
    .addColumn('last_active_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update identity.sessions set expires_at = created_at + interval '30 days'`.execute(db);
  await db.schema
    .alterTable('identity.sessions')
    .alterColumn('expires_at', (col) => col.dropDefault())
    .execute();

  await db.schema
    .createTable('identity.revocation_outbox')
    .addColumn('session_id', 'uuid', (col) =>
      col.primaryKey().references('identity.sessions.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('identity.throttle_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity.throttle_counters').ifExists().execute();
  await db.schema.dropTable('identity.revocation_outbox').ifExists().execute();
  await db.schema
    .alterTable('identity.sessions')
    .dropColumn('last_active_at')
    .dropColumn('idle_timeout_seconds')
    .dropColumn('expires_at')
    .execute();
}
