import pg from 'pg';
import { expectThat } from '../checks';
import type { ClusterContext } from '../context';
import { OWNERS } from '../install';

/**
 * The door issue's roles, seen on the cluster: every pod connects as its own data owner's runtime
 * role from its own Secret; no pod uses an owner (migration) role or the server's superuser.
 */
export async function databaseRoles({ secrets }: ClusterContext): Promise<string[]> {
  const db = new pg.Client({ connectionString: secrets.adminUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ usename: string; connections: string }>(
      `select usename, count(*) as connections from pg_stat_activity
        where datname = 'nomada' and pid <> pg_backend_pid() group by usename order by usename`,
    );
    const seen = new Map(rows.map((row) => [row.usename, Number(row.connections)]));
    const runtime = OWNERS.map((owner) => new URL(secrets.databases[owner].databaseUrl).username);
    const owners = OWNERS.map(
      (owner) => new URL(secrets.databases[owner].migrationDatabaseUrl).username,
    );
    for (const role of runtime) expectThat((seen.get(role) ?? 0) > 0, `no connection as ${role}`);
    const others = [...seen.keys()].filter((role) => !runtime.includes(role));
    expectThat(
      others.length === 0,
      `connections as ${others.join(', ')} (owner roles: ${owners.join(', ')})`,
    );
    return [`connections by role: ${rows.map((r) => `${r.usename} ${r.connections}`).join(', ')}`];
  } finally {
    await db.end();
  }
}
