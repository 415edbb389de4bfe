import type { Kysely } from 'kysely';

/** When an agent was last told that wrong two-factor codes locked their sign-in (decision 015). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('identity.users')
    .addColumn('totp_lock_notified_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('identity.users').dropColumn('totp_lock_notified_at').execute();
}
