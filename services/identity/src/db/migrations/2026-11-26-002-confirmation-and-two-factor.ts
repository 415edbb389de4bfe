import { sql, type Kysely } from 'kysely';

/**
 * Email confirmation links (sent with the signup email) and agents' two-factor sign-in: an encrypted
 * TOTP secret (pending until confirmed with a code), the last time step used (a code works once) and
 * hashed single-use recovery codes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity.email_confirmation_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('identity.users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('email_confirmation_tokens_user_idx')
    .on('identity.email_confirmation_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .alterTable('identity.users')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending_secret', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    .addColumn('totp_last_step', 'bigint')
    .execute();
  await db.schema
    .createTable('identity.recovery_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) =>
      col.notNull().references('identity.users.id').onDelete('cascade'),
    )
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addUniqueConstraint('recovery_codes_user_code_key', ['user_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity.recovery_codes').ifExists().execute();
  await db.schema
    .alterTable('identity.users')
    .dropColumn('totp_last_step')
    .dropColumn('totp_enabled_at')
    .dropColumn('totp_pending_secret')
    .dropColumn('totp_secret')
    .execute();
  await db.schema.dropTable('identity.email_confirmation_tokens').ifExists().execute();
}
