import { sql, type Kysely } from 'kysely';

const TEN_MB = 10 * 1024 * 1024;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents.required_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (col) => col.notNull().check(sql`slug ~ '^[a-z0-9-]+$'`))
    .addColumn('plan', 'text', (col) => col.notNull().check(sql`plan in ('basic', 'premium')`))
    .addColumn('name_en', 'text', (col) => col.notNull().check(sql`btrim(name_en) <> ''`))
    .addColumn('name_es', 'text', (col) => col.notNull().check(sql`btrim(name_es) <> ''`))
    .addColumn('description_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description_es', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('max_file_size', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(TEN_MB)
        .check(sql`max_file_size > 0`),
    )
    .addColumn('file_types', sql`text[]`, (col) =>
      col
        .notNull()
        .defaultTo(sql`array['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png']::text[]`)
        .check(sql`cardinality(file_types) > 0`),
    )
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('required_documents_plan_slug_key', ['plan', 'slug'])
    .execute();

  await db.schema
    .createTable('documents.user_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('required_document_id', 'uuid', (col) =>
      col.references('documents.required_documents.id').onDelete('restrict'),
    )
    .addColumn('name', 'text', (col) => col.notNull().check(sql`btrim(name) <> ''`))
    .addColumn('storage_path', 'text', (col) => col.notNull().unique())
    .addColumn('original_filename', 'text', (col) => col.notNull())
    .addColumn('mime_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull().check(sql`size_bytes >= 0`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('uploaded')
        .check(sql`status in ('uploaded', 'reviewing', 'approved', 'rejected')`),
    )
    .addColumn('rejection_reason', 'text')
    .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_by', 'uuid')
    .addColumn('reviewed_at', 'timestamptz')
    // docs/product/validation.md: rejection needs a reason; a decision records who and when.
    .addCheckConstraint(
      'user_documents_rejection_reason_check',
      sql`status <> 'rejected' or (rejection_reason is not null and btrim(rejection_reason) <> '')`,
    )
    .addCheckConstraint(
      'user_documents_review_check',
      sql`status not in ('approved', 'rejected') or (reviewed_by is not null and reviewed_at is not null)`,
    )
    .execute();

  // One document per checklist item and user: a re-upload replaces it.
  await db.schema
    .createIndex('user_documents_user_required_key')
    .on('documents.user_documents')
    .columns(['user_id', 'required_document_id'])
    .unique()
    .execute();
  // The agents' review list: documents awaiting a decision.
  await db.schema
    .createIndex('user_documents_awaiting_idx')
    .on('documents.user_documents')
    .column('uploaded_at')
    .where(sql.ref('status'), 'in', sql`('uploaded', 'reviewing')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents.user_documents').execute();
  await db.schema.dropTable('documents.required_documents').execute();
}
