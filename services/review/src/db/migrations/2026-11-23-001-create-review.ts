import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
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

  await db.schema
    .createTable('review.decisions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('agent_id', 'uuid', (col) => col.notNull())
    .addColumn('subject_type', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'uuid', (col) => col.notNull())
    .addColumn('decision', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'decisions_kind_check',
      sql`(subject_type in ('registration', 'document') and decision in ('approved', 'rejected'))
        or (subject_type = 'assignment' and decision in ('assigned', 'unassigned'))`,
    )
    // docs/product/validation.md: rejecting a document or a registration requires a non-blank reason.
    .addCheckConstraint(
      'decisions_rejection_reason_check',
      sql`decision <> 'rejected' or (reason is not null and btrim(reason) <> '')`,
    )
    .execute();
  await db.schema
    .createIndex('decisions_subject_idx')
    .on('review.decisions')
    .columns(['subject_type', 'subject_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('decisions_agent_idx')
    .on('review.decisions')
    .columns(['agent_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review.decisions').execute();
  await db.schema.dropTable('review.assignments').execute();
}
