import { sql, type Kysely } from 'kysely';

/** Decision 081: an appeal recorded by the agent joins the trail like every other case stage. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table review.decisions
      drop constraint decisions_kind_check,
      add constraint decisions_kind_check check (
        (subject_type in ('registration', 'document') and decision in ('approved', 'rejected'))
        or (subject_type = 'assignment' and decision in ('assigned', 'unassigned'))
        or (subject_type = 'plan' and decision = 'upgraded')
        or (subject_type = 'case' and decision in
          ('ready', 'submitted', 'more_documents_requested', 'resolved', 'appeal_filed'))
      )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The trail cannot lose rows: appeal entries stay, outside the old constraint (not validated).
  await sql`
    alter table review.decisions
      drop constraint decisions_kind_check,
      add constraint decisions_kind_check check (
        (subject_type in ('registration', 'document') and decision in ('approved', 'rejected'))
        or (subject_type = 'assignment' and decision in ('assigned', 'unassigned'))
        or (subject_type = 'plan' and decision = 'upgraded')
        or (subject_type = 'case'
          and decision in ('ready', 'submitted', 'more_documents_requested', 'resolved'))
      ) not valid
  `.execute(db);
}
