import { sql, type Kysely } from 'kysely';

/**
 * Assignments moved to identity (decision 008), so `review.assignments` goes. The decisions become a
 * per-applicant audit trail that nothing can edit, and decision emails get an outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review.assignments').execute();

  await db.schema
    .alterTable('review.decisions')
    .addColumn('user_id', 'uuid')
    .addColumn('document_name_en', 'text')
    .addColumn('document_name_es', 'text')
    .execute();
  // Registrations and assignments are about the user they name; no code wrote document rows before.
  await sql`
    update review.decisions set user_id = subject_id where subject_type in ('registration', 'assignment')
  `.execute(db);
  await sql`
    alter table review.decisions
      add constraint decisions_user_check check (user_id is not null) not valid,
      add constraint decisions_document_name_check check (
        subject_type <> 'document' or (document_name_en is not null and document_name_es is not null)
      ) not valid
  `.execute(db);
  await db.schema
    .createIndex('decisions_user_idx')
    .on('review.decisions')
    .columns(['user_id', 'created_at desc'])
    .execute();
  // A registration is decided once: a second decision row would be a lie in the trail.
  await db.schema
    .createIndex('decisions_one_registration_decision_idx')
    .on('review.decisions')
    .column('subject_id')
    .unique()
    .where(sql.ref('subject_type'), '=', 'registration')
    .execute();

  await sql`
    create function review.refuse_audit_change() returns trigger language plpgsql as $$
    begin
      raise exception 'review.decisions is append-only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  await sql`
    create trigger decisions_append_only before update or delete on review.decisions
    for each row execute function review.refuse_audit_change()
  `.execute(db);
  await sql`
    create trigger decisions_no_truncate before truncate on review.decisions
    for each statement execute function review.refuse_audit_change()
  `.execute(db);

  await db.schema
    .createTable('review.email_outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('decision_id', 'uuid', (col) =>
      col.notNull().references('review.decisions.id').onDelete('restrict'),
    )
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('template', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`template in ('registration-approved', 'registration-rejected', 'document-approved', 'document-rejected')`,
        ),
    )
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('failed_at', 'timestamptz')
    .execute();
  // The relay's scan: emails still to send, soonest first.
  await db.schema
    .createIndex('email_outbox_due_idx')
    .on('review.email_outbox')
    .column('next_attempt_at')
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review.email_outbox').execute();
  await sql`drop trigger decisions_no_truncate on review.decisions`.execute(db);
  await sql`drop trigger decisions_append_only on review.decisions`.execute(db);
  await sql`drop function review.refuse_audit_change()`.execute(db);
  // Kysely's dropIndex quotes `schema.name` as one identifier, so these are written out.
  await sql`drop index review.decisions_one_registration_decision_idx`.execute(db);
  await sql`drop index review.decisions_user_idx`.execute(db);
  await sql`
    alter table review.decisions
      drop constraint decisions_document_name_check,
      drop constraint decisions_user_check
  `.execute(db);
  await db.schema
    .alterTable('review.decisions')
    .dropColumn('document_name_es')
    .dropColumn('document_name_en')
    .dropColumn('user_id')
    .execute();

  await db.schema
    .createTable('review.assignments')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey())
    .addColumn('agent_id', 'uuid', (col) => col.notNull())
    .addColumn('assigned_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('assignments_not_self_check', sql`user_id <> agent_id`)
    .execute();
  await db.schema
    .createIndex('assignments_agent_idx')
    .on('review.assignments')
    .columns(['agent_id', 'assigned_at'])
    .execute();
}
