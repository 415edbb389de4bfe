import pg from 'pg';
import { ownerSchemasSql } from './owner-schemas-sql';
import {
  DATA_OWNERS,
  ownerDatabaseUrls,
  ownerRoleNames,
  rolePassword,
  rolePrefix,
  type DataOwner,
  type OwnerDatabaseUrls,
} from './role-names';

/** Written on every role made here, so a role is never taken over from another database or a DBA. */
export const ROLE_MARK = 'nomada data owner role of database ';

export class RoleProvisioningError extends Error {}

export type DatabaseAccess =
  | { kind: 'roles'; urls: Record<DataOwner, OwnerDatabaseUrls> }
  | { kind: 'shared'; reason: string };

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

type Caller = { name: string; superuser: boolean; createRole: boolean; createSchema: boolean };

async function caller(client: pg.Client): Promise<Caller> {
  const { rows } = await client.query<Caller>(
    `select current_user as name, r.rolsuper as superuser, r.rolcreaterole as "createRole",
       has_database_privilege(current_database(), 'CREATE') as "createSchema"
     from pg_roles r where r.rolname = current_user`,
  );
  return rows[0] as Caller;
}

function refusal(user: Caller, database: string): string | null {
  if (!user.superuser && !user.createRole)
    return `its user ${user.name} may not create roles (neither SUPERUSER nor CREATEROLE)`;
  if (!user.createSchema) return `its user ${user.name} may not create schemas in ${database}`;
  return null;
}

async function ensureRole(
  client: pg.Client,
  role: string,
  password: string,
  database: string,
): Promise<void> {
  const mark = `${ROLE_MARK}${database}`;
  const name = client.escapeIdentifier(role);
  const found = await client.query<{ mark: string | null }>(
    `select shobj_description(oid, 'pg_authid') as mark from pg_roles where rolname = $1`,
    [role],
  );
  const existing = found.rows[0];
  if (existing && existing.mark !== mark)
    throw new RoleProvisioningError(
      `role ${role} already exists and was not made for database ${database} by Nomada` +
        (existing.mark ? ` (it is the ${existing.mark.slice(ROLE_MARK.length)} database's)` : '') +
        ': drop it, or run with a database of another name',
    );
  const secret = client.escapeLiteral(password);
  if (!existing) {
    try {
      await client.query(`create role ${name} login password ${secret}`);
    } catch (error) {
      // Another launcher on this database made it between the look and the create.
      if ((error as { code?: string }).code !== '42710') throw error;
    }
  }
  await client.query(`alter role ${name} with login password ${secret}`);
  await client.query(`comment on role ${name} is ${client.escapeLiteral(mark)}`);
}

/**
 * Makes (or brings up to date) each data owner's two roles on the database of `adminUrl`, whose user
 * must be a superuser or have CREATEROLE: the owner role owns the schema and everything in it (what
 * an earlier single user created is handed over), the runtime role gets USAGE and DML. Idempotent,
 * and serialised per database, so launchers starting together on one database do not collide.
 */
export async function provisionDatabaseRoles(
  adminUrl: string,
  secret: string,
): Promise<Record<DataOwner, OwnerDatabaseUrls>> {
  await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ database: string }>(
      'select current_database() as database',
    );
    const database = (rows[0] as { database: string }).database;
    const user = await caller(client);
    const refused = refusal(user, database);
    if (refused) throw new RoleProvisioningError(refused);
    await client.query(`select pg_advisory_lock(hashtext('nomada:database-roles'))`);
    try {
      // identity's trigram search needs it; a trusted extension, but installed into `public`, where
      // an owner role may not create anything.
      await client.query('create extension if not exists pg_trgm');
      const prefix = rolePrefix(database);
      for (const owner of DATA_OWNERS) {
        const roles = ownerRoleNames(prefix, owner);
        for (const role of [roles.owner, roles.runtime])
          await ensureRole(client, role, rolePassword(secret, role), database);
      }
      await client.query(ownerSchemasSql(prefix));
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('nomada:database-roles'))`);
    }
  });
  return ownerDatabaseUrls(adminUrl, secret);
}

/**
 * What `npm start` hands its processes: each owner's roles when the database's user may make them,
 * else (with the reason) the one URL for every process, as before roles existed.
 */
export async function prepareDatabaseAccess(
  adminUrl: string,
  secret: string,
): Promise<DatabaseAccess> {
  const refused = await withClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ database: string }>(
      'select current_database() as database',
    );
    return refusal(await caller(client), (rows[0] as { database: string }).database);
  });
  if (refused) return { kind: 'shared', reason: refused };
  return { kind: 'roles', urls: await provisionDatabaseRoles(adminUrl, secret) };
}

/**
 * Drops the roles made for databases that no longer exist (test runs, the browser tests' platforms,
 * one cut short before it could clean up). A role still owning something elsewhere is left alone.
 */
export async function dropOrphanedRoles(serverUrl: string): Promise<string[]> {
  return withClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ role: string }>(
      `select rolname as role from pg_roles r
       where starts_with(coalesce(shobj_description(r.oid, 'pg_authid'), ''), $1)
         and substr(shobj_description(r.oid, 'pg_authid'), length($1) + 1)
           not in (select datname from pg_database)`,
      [ROLE_MARK],
    );
    const dropped: string[] = [];
    for (const { role } of rows) {
      try {
        await client.query(`drop role if exists ${client.escapeIdentifier(role)}`);
        dropped.push(role);
      } catch {
        // Still owns or holds something: kept for the next sweep.
      }
    }
    return dropped;
  });
}
