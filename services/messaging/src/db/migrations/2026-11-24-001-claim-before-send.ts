import { sql, type Kysely } from 'kysely';

/**
 * A delivery first commits a claim (status `sending`, a token, the time), then talks to SMTP, then
 * marks the row sent. A row found `sending` with an expired claim is "outcome unknown" and is not sent
 * again automatically (see README, "Delivery guarantees").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table messaging.emails drop constraint emails_status_check`.execute(db);
  await sql`alter table messaging.emails add constraint emails_status_check
    check (status in ('queued', 'sending', 'sent', 'failed'))`.execute(db);
  await db.schema
    .alterTable('messaging.emails')
    .addColumn('claim_token', 'uuid')
    .addColumn('claimed_at', 'timestamptz')
    .execute();
  // The relay also looks for claims left behind by a worker that died mid-send.
  await db.schema
    .createIndex('emails_sending_idx')
    .on('messaging.emails')
    .column('claimed_at')
    .where(sql.ref('status'), '=', 'sending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('messaging.emails_sending_idx').execute();
  await sql`update messaging.emails set status = 'queued' where status = 'sending'`.execute(db);
  await db.schema
    .alterTable('messaging.emails')
    .dropColumn('claim_token')
    .dropColumn('claimed_at')
    .execute();
  await sql`alter table messaging.emails drop constraint emails_status_check`.execute(db);
  await sql`alter table messaging.emails add constraint emails_status_check
    check (status in ('queued', 'sent', 'failed'))`.execute(db);
}
