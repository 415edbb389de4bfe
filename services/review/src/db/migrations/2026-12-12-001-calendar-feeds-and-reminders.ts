import { sql, type Kysely } from 'kysely';

/**
 * Decision 081: each agent's calendar feed is reached by one secret address, kept only as its
 * SHA-256 (a new one replaces it); the kit's throttle counts feed requests here while Redis is away.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review.calendar_feeds (
      agent_id uuid primary key,
      token_sha256 text not null unique,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table review.throttle_counters (
      key text primary key,
      hits integer not null,
      expires_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table review.throttle_counters`.execute(db);
  await sql`drop table review.calendar_feeds`.execute(db);
}
