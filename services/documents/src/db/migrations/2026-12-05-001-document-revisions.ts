import { sql, type Kysely } from 'kysely';

/**
 * Decision 055: a document's revision counts the changes of its files. An agent's decision names
 * the revision they looked at and is refused when the files changed since, so an applicant's
 * re-upload between the preview and the click is never approved unseen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table documents.user_documents
      add column revision integer not null default 1 check (revision >= 1)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table documents.user_documents drop column revision`.execute(db);
}
