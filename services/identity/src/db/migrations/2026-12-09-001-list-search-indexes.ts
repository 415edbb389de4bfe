import { sql, type Kysely } from 'kysely';

/**
 * Issue 18's bench: a searched list (pending, history, unassigned) found its matches through the
 * trigram index of every profile, then dropped those of other lists from the heap: a history search
 * for a name only pending applicants have read 500 profiles to keep none. One partial trigram index
 * per list holds only that list's profiles, so a search reads its own matches.
 *
 * pg_trgm is installed by 2026-11-26-001 (it is a trusted extension from PostgreSQL 13: a database
 * owner without superuser rights may create it). Where it is missing all the same (a database
 * restored without it), these indexes are skipped rather than fail the migration: they only speed
 * the searches, which stay correct without them.
 */
const INDEXES = [
  { name: 'profiles_pending_search_idx', where: sql`status = 'pending'` },
  { name: 'profiles_history_search_idx', where: sql`status in ('approved', 'rejected')` },
  {
    name: 'profiles_unassigned_search_idx',
    where: sql`status = 'approved' and assigned_agent_id is null`,
  },
] as const;

async function trigramsAvailable(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select from pg_opclass where opcname = 'gin_trgm_ops') as found
  `.execute(db);
  return rows[0]?.found === true;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(await trigramsAvailable(db))) return;
  for (const index of INDEXES)
    await sql`create index ${sql.id(index.name)} on identity.profiles
      using gin (search_text gin_trgm_ops) where ${index.where}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of INDEXES)
    await sql`drop index if exists identity.${sql.id(index.name)}`.execute(db);
}
