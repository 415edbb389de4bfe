import pg from 'pg';

const SCHEMAS = ['identity', 'documents', 'review', 'messaging'];

/** Counts every table of the services' schemas in one query, to see what a request changed. */
export async function createRowCounter(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema = any($1) and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
     order by 1`,
    [SCHEMAS],
  );
  const query = tables
    .map(({ name }) => `select '${name}' as name, count(*)::int as rows from ${name}`)
    .join(' union all ');
  return {
    tables: tables.map(({ name }) => name),
    async counts(): Promise<Record<string, number>> {
      const { rows } = await client.query<{ name: string; rows: number }>(query);
      return Object.fromEntries(rows.map((row) => [row.name, row.rows]));
    },
    close: () => client.end(),
  };
}
