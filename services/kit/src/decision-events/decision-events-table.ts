import { sql, type Kysely } from 'kysely';

/**
 * The owner's outbox of decision events (decision 064), one per owning service's schema. The
 * partial index keeps the relay's query on what is still open however long the table grows.
 */
export async function createDecisionEventsTable(db: Kysely<unknown>, schema: string) {
  await sql`
    create table ${sql.table(`${schema}.decision_events`)} (
      id uuid primary key default gen_random_uuid(),
      kind text not null,
      user_id uuid not null,
      agent_id uuid not null,
      audit jsonb not null,
      email jsonb,
      created_at timestamptz not null default clock_timestamp(),
      relayed_at timestamptz
    )
  `.execute(db);
  await sql`
    create index decision_events_unrelayed on ${sql.table(`${schema}.decision_events`)}
      (created_at, id) where relayed_at is null
  `.execute(db);
}

export async function dropDecisionEventsTable(db: Kysely<unknown>, schema: string) {
  await sql`drop table ${sql.table(`${schema}.decision_events`)}`.execute(db);
}
