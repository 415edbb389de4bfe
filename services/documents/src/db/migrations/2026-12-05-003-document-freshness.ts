import { sql, type Kysely } from 'kysely';

/**
 * Issue 18, decision 057: files carry the dates the applicant gave (issue, expiry), and checklist
 * items carry rules on them: `max_age_days` since issue, `min_validity_days` left before expiry. The
 * figures of the checklist's own words are seeded here (statements of the last 3 months, a criminal
 * record certificate of at most 90 days, a passport valid at least a year more), and stay editable
 * data like the rest of the checklist.
 */
const RULES = [
  { slug: 'bank-statements', max_age_days: 90, min_validity_days: null },
  { slug: 'criminal-record', max_age_days: 90, min_validity_days: null },
  { slug: 'passport', max_age_days: null, min_validity_days: 365 },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table documents.document_files
      add column issued_on date,
      add column expires_on date,
      add constraint document_files_dates_check
        check (issued_on is null or expires_on is null or expires_on >= issued_on)
  `.execute(db);
  await sql`
    alter table documents.required_documents
      add column max_age_days integer check (max_age_days > 0),
      add column min_validity_days integer check (min_validity_days >= 0)
  `.execute(db);
  for (const rule of RULES) {
    await sql`
      update documents.required_documents
         set max_age_days = ${rule.max_age_days}, min_validity_days = ${rule.min_validity_days}
       where slug = ${rule.slug}
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table documents.required_documents drop column max_age_days, drop column min_validity_days
  `.execute(db);
  await sql`
    alter table documents.document_files
      drop constraint document_files_dates_check, drop column issued_on, drop column expires_on
  `.execute(db);
}
