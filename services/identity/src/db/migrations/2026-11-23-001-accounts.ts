import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('identity.users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('applicant', 'agent')`))
    .addColumn('language', 'text', (col) =>
      col
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'es')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('identity.profiles')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('identity.users.id').onDelete('cascade'),
    )
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('plan', 'text', (col) => col.check(sql`plan in ('basic', 'premium')`))
    .addColumn('account_type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('individual')
        .check(sql`account_type in ('individual', 'business')`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('rejection_reason', 'text')
    .addColumn('email_confirmed', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'uuid')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('profiles_status_idx')
    .on('identity.profiles')
    .column('status')
    .execute();

  await db.schema
    .createTable('identity.registrations')
    .addColumn('user_id', 'uuid', (col) =>
      col.primaryKey().references('identity.users.id').onDelete('cascade'),
    )
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('nationality', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('date_of_birth', 'text', (col) =>
      col.check(sql`date_of_birth ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    )
    .addColumn('current_status', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('company_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('job_title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('work_location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('expected_start_date', 'text', (col) =>
      col.check(sql`expected_start_date ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    )
    .addColumn('additional_info', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('terms_accepted', 'boolean')
    .addColumn('data_processing_consent', 'boolean', (col) => col.notNull())
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identity.registrations').ifExists().execute();
  await db.schema.dropTable('identity.profiles').ifExists().execute();
  await db.schema.dropTable('identity.users').ifExists().execute();
}
