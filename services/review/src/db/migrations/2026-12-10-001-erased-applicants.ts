import { sql, type Kysely } from 'kysely';

/**
 * Issue 25: a decision event still waiting in an owner when its applicant is erased was later
 * recorded with the real id and reason. Review now remembers whom it erased (as messaging does), so
 * such an event is recorded pseudonymised, without its reason or email.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table review.erased_applicants (
      user_id uuid primary key,
      pseudonym text not null check (pseudonym ~ '^deleted-[0-9a-f]{8}$'),
      erased_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table review.erased_applicants`.execute(db);
}
