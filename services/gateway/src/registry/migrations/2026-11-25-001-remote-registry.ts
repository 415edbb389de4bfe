import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway.remote_versions')
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('version', 'text', (col) => col.notNull())
    /** An absolute URL on an allowed origin, or a path on the gateway's own origin. */
    .addColumn('manifest', 'text', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('remote_versions_pkey', ['remote', 'version'])
    .execute();

  await db.schema
    .createTable('gateway.remote_current')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('version', 'text', (col) => col.notNull())
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'remote_current_version_fkey',
      ['remote', 'version'],
      'gateway.remote_versions',
      ['remote', 'version'],
    )
    .execute();

  // Every move of a current version, so a rollback can be traced afterwards.
  await db.schema
    .createTable('gateway.remote_moves')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('from_version', 'text')
    .addColumn('to_version', 'text', (col) => col.notNull())
    .addColumn('moved_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // One counter for the whole registry: its ETag, and what every gateway polls to see a change.
  await db.schema
    .createTable('gateway.registry_revision')
    .addColumn('singleton', 'boolean', (col) =>
      col
        .primaryKey()
        .defaultTo(true)
        .check(sql`singleton`),
    )
    .addColumn('revision', 'bigint', (col) => col.notNull())
    .execute();
  await sql`insert into gateway.registry_revision (singleton, revision) values (true, 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['registry_revision', 'remote_moves', 'remote_current', 'remote_versions'])
    await db.schema.dropTable(`gateway.${table}`).execute();
}
