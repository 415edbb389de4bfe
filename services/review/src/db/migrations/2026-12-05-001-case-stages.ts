import { sql, type Kysely } from 'kysely';

/**
 * Decision 058: every change of a case's stage joins the audit trail (subject `case`, the applicant's
 * id as subject, the new stage as decision, the agent's note as reason) and emails the applicant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table review.decisions
      drop constraint decisions_kind_check,
      add constraint decisions_kind_check check (
        (subject_type in ('registration', 'document') and decision in ('approved', 'rejected'))
        or (subject_type = 'assignment' and decision in ('assigned', 'unassigned'))
        or (subject_type = 'plan' and decision = 'upgraded')
        or (subject_type = 'case'
          and decision in ('ready', 'submitted', 'more_documents_requested', 'resolved'))
      )
  `.execute(db);
  await sql`
    alter table review.email_outbox drop constraint email_outbox_template_check,
      add constraint email_outbox_template_check check (template in (
        'registration-approved', 'registration-rejected', 'document-approved', 'document-rejected',
        'applicant-assigned', 'plan-upgraded', 'case-stage-changed'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from review.email_outbox where template = 'case-stage-changed'`.execute(db);
  await sql`
    alter table review.email_outbox drop constraint email_outbox_template_check,
      add constraint email_outbox_template_check check (template in (
        'registration-approved', 'registration-rejected', 'document-approved', 'document-rejected',
        'applicant-assigned', 'plan-upgraded'))
  `.execute(db);
  // The trail cannot lose rows: case decisions stay, outside the old constraint (not validated).
  await sql`
    alter table review.decisions
      drop constraint decisions_kind_check,
      add constraint decisions_kind_check check (
        (subject_type in ('registration', 'document') and decision in ('approved', 'rejected'))
        or (subject_type = 'assignment' and decision in ('assigned', 'unassigned'))
        or (subject_type = 'plan' and decision = 'upgraded')
      ) not valid
  `.execute(db);
}
