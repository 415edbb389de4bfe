import { sql, type Kysely } from 'kysely';

/**
 * Issue 19 (decisions 031, 032): people whose account was erased (so an upload still in flight for
 * them is refused), files whose rows are gone but whose removal from storage is not confirmed yet,
 * and when a finished case's files were deleted by the retention sweep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents.erased_users')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey())
    .addColumn('erased_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('documents.files_to_remove')
    .addColumn('storage_path', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull())
    .addColumn('queued_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('files_to_remove_user_idx')
    .on('documents.files_to_remove')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('documents.expired_cases')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey())
    .addColumn('finished_at', 'timestamptz', (col) => col.notNull())
    .addColumn('files_deleted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('files_deleted', 'integer', (col) => col.notNull().check(sql`files_deleted >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents.expired_cases').execute();
  await db.schema.dropTable('documents.files_to_remove').execute();
  await db.schema.dropTable('documents.erased_users').execute();
}
