import { sql, type Kysely } from 'kysely';

/**
 * The owner's outbox of decision events (decision 064), one per owning service's schema. It holds
 * only what review has not acknowledged yet: acknowledged events are deleted.
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
      created_at timestamptz not null default clock_timestamp()
    )
  `.execute(db);
  await sql`
    create index decision_events_in_order on ${sql.table(`${schema}.decision_events`)}
      (created_at, id)
  `.execute(db);
}

export async function dropDecisionEventsTable(db: Kysely<unknown>, schema: string) {
  await sql`drop table ${sql.table(`${schema}.decision_events`)}`.execute(db);
}
