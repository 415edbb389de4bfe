import { sql, type Kysely } from 'kysely';

/**
 * Issue 19: plan upgrades join the audit trail; assignments and upgrades email the applicant; and an
 * erased applicant's decisions keep only a pseudonym (decision 031). The trail stays append-only:
 * the one change the trigger lets through is that pseudonymisation, once, to every row of a person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table review.decisions
      drop constraint decisions_kind_check,
      add constraint decisions_kind_check check (
        (subject_type in ('registration', 'document') and decision in ('approved', 'rejected'))
        or (subject_type = 'assignment' and decision in ('assigned', 'unassigned'))
        or (subject_type = 'plan' and decision = 'upgraded')
      ),
      add column applicant_pseudonym text
        constraint decisions_pseudonym_check check (applicant_pseudonym ~ '^deleted-[0-9a-f]{8}$')
  `.execute(db);

  await sql`
    create or replace function review.refuse_audit_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and old.applicant_pseudonym is null and new.applicant_pseudonym is not null
        and new.id = old.id and new.agent_id = old.agent_id
        and new.subject_type = old.subject_type and new.decision = old.decision
        and new.created_at = old.created_at
        and new.document_name_en is not distinct from old.document_name_en
        and new.document_name_es is not distinct from old.document_name_es
        and (new.subject_id = old.subject_id
          or (old.subject_type <> 'document' and old.subject_id = old.user_id))
      then
        return new;
      end if;
      raise exception 'review.decisions is append-only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);

  await sql`
    alter table review.email_outbox drop constraint email_outbox_template_check,
      add constraint email_outbox_template_check check (template in (
        'registration-approved', 'registration-rejected', 'document-approved', 'document-rejected',
        'applicant-assigned', 'plan-upgraded'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from review.email_outbox
    where template in ('applicant-assigned', 'plan-upgraded')`.execute(db);
  await sql`
    alter table review.email_outbox drop constraint email_outbox_template_check,
      add constraint email_outbox_template_check check (template in (
        'registration-approved', 'registration-rejected', 'document-approved', 'document-rejected'))
  `.execute(db);
  await sql`
    create or replace function review.refuse_audit_change() returns trigger language plpgsql as $$
    begin
      raise exception 'review.decisions is append-only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  // The trail cannot lose rows; plan decisions stay, outside the old constraint (not validated).
  await sql`
    alter table review.decisions
      drop constraint decisions_kind_check,
      drop column applicant_pseudonym,
      add constraint decisions_kind_check check (
        (subject_type in ('registration', 'document') and decision in ('approved', 'rejected'))
        or (subject_type = 'assignment' and decision in ('assigned', 'unassigned'))
      ) not valid
  `.execute(db);
}
