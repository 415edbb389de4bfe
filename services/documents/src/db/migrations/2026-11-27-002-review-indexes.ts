import { sql, type Kysely } from 'kysely';

/**
 * The agents' review list pages through documents awaiting a decision oldest first (ties broken by
 * id, so a page boundary never repeats or skips one), optionally only of some applicants, and counts
 * them by status for the dashboard cards. Each gets an index whose predicate is the list's own, so
 * approved and rejected documents (most rows, in time) never enter these scans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Raw SQL: kysely's dropIndex quotes `schema.name` as one identifier and would drop nothing.
  await sql`drop index documents.user_documents_awaiting_idx`.execute(db);
  // status is carried along so the cards' counts are answered from the index alone.
  await sql`
    create index user_documents_awaiting_order_idx
      on documents.user_documents (uploaded_at, id) include (status)
      where status in ('uploaded', 'reviewing')
  `.execute(db);
  await sql`
    create index user_documents_awaiting_user_idx
      on documents.user_documents (user_id, uploaded_at, id)
      where status in ('uploaded', 'reviewing')
  `.execute(db);
  await db.schema
    .createIndex('required_documents_plan_order_idx')
    .on('documents.required_documents')
    .columns(['plan', 'sort_order'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index documents.required_documents_plan_order_idx`.execute(db);
  await sql`drop index documents.user_documents_awaiting_user_idx`.execute(db);
  await sql`drop index documents.user_documents_awaiting_order_idx`.execute(db);
  await db.schema
    .createIndex('user_documents_awaiting_idx')
    .on('documents.user_documents')
    .column('uploaded_at')
    .where(sql.ref('status'), 'in', sql`('uploaded', 'reviewing')`)
    .execute();
}
