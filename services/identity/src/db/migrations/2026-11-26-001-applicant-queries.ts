import { sql, type Kysely } from 'kysely';

/**
 * What the agents' lists need, answered by one indexed query each (decision 008): who an applicant
 * is assigned to lives beside the profile, and a folded name-and-email text carries a trigram index
 * for search by any part of a name or an email, whatever the case or the accents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  // Immutable (unlike unaccent()), so it can back an index; covers the accents of Spanish and its neighbours.
  await sql`
    create function identity.fold(value text) returns text
    language sql immutable parallel safe
    return lower(translate(value,
      'áàäâãåéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÅÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ',
      'aaaaaaeeeeiiiiooooouuuuncAAAAAAEEEEIIIIOOOOOUUUUNC'))
  `.execute(db);

  await db.schema
    .alterTable('identity.profiles')
    .addColumn('assigned_agent_id', 'uuid', (col) => col.references('identity.users.id'))
    .addColumn('assigned_at', 'timestamptz')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('identity.profiles')
    .addCheckConstraint(
      'profiles_assignment_check',
      sql`(assigned_agent_id is null) = (assigned_at is null)`,
    )
    .execute();
  await sql`
    update identity.profiles p
    set search_text = identity.fold(p.first_name || ' ' || p.last_name || ' ' || u.email)
    from identity.users u where u.id = p.user_id
  `.execute(db);

  await sql`create index profiles_search_idx on identity.profiles using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await db.schema
    .createIndex('profiles_assigned_idx')
    .on('identity.profiles')
    .columns(['assigned_agent_id', 'assigned_at desc'])
    .execute();
  await db.schema
    .createIndex('profiles_unassigned_approved_idx')
    .on('identity.profiles')
    .column('decided_at desc')
    .where(sql.ref('status'), '=', 'approved')
    .where(sql.ref('assigned_agent_id'), 'is', null)
    .execute();
  await db.schema
    .createIndex('profiles_decided_idx')
    .on('identity.profiles')
    .columns(['status', 'decided_at desc'])
    .execute();
  await db.schema
    .createIndex('registrations_submitted_idx')
    .on('identity.registrations')
    .column('submitted_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // dropIndex('identity.x') would quote the schema into the name: indexes go by raw SQL.
  for (const index of [
    'registrations_submitted_idx',
    'profiles_decided_idx',
    'profiles_unassigned_approved_idx',
    'profiles_assigned_idx',
    'profiles_search_idx',
  ])
    await sql`drop index if exists ${sql.table(`identity.${index}`)}`.execute(db);
  await db.schema
    .alterTable('identity.profiles')
    .dropConstraint('profiles_assignment_check')
    .execute();
  await db.schema
    .alterTable('identity.profiles')
    .dropColumn('search_text')
    .dropColumn('assigned_at')
    .dropColumn('assigned_agent_id')
    .execute();
  await sql`drop function if exists identity.fold(text)`.execute(db);
}
