import { sql, type Kysely } from 'kysely';

/**
 * Decision 064: an entry relayed from an owner's decision event carries the event's id, unique, so a
 * relay repeated after a crash (recorded, not yet acknowledged) writes nothing twice. Entries from
 * before have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table review.decisions add column event_id uuid`.execute(db);
  await sql`
    alter table review.decisions add constraint decisions_event_id_key unique (event_id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table review.decisions drop column event_id`.execute(db);
}
