import type { Kysely } from 'kysely';

/** A withdrawn version stays listed (its number is never reused) but is never loaded again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('gateway.remote_versions')
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('gateway.remote_versions').dropColumn('withdrawn_at').execute();
}
