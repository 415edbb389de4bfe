import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql, type Migration } from 'kysely';
import pg from 'pg';
import { migrateDatabaseAt } from '../db';
import { createTestDatabase, testServerUrl, type TestDatabase } from '../testing/databases';
import {
  dropOrphanedRoles,
  prepareDatabaseAccess,
  provisionDatabaseRoles,
  RoleProvisioningError,
} from './provision-roles';
import { databaseRolesSql } from './owner-schemas-sql';
import { databaseNameOf, ownerRoleNames, rolePrefix } from './role-names';

const SECRET = 'roles-test-secret-that-is-long-enough-0123456789';

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const database of databases) await database.drop();
  await dropOrphanedRoles(testServerUrl());
}, 60_000);

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

async function query(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The SQLSTATE a statement fails with, or 'ok'. */
async function outcome(url: string, text: string): Promise<string> {
  try {
    await query(url, text);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const PERMISSION_DENIED = '42501';
const MUST_BE_OWNER = '42501';

const first: Record<string, Migration> = {
  '2026-12-01-001-things': {
    up: async (db) => {
      await sql`create table identity.things (id bigserial primary key, name text)`.execute(db);
    },
  },
};
const later: Record<string, Migration> = {
  ...first,
  '2026-12-02-001-more': {
    up: async (db) => {
      await sql`create table identity.more (id bigserial primary key)`.execute(db);
      await sql`alter table identity.things add column note text`.execute(db);
    },
  },
};

// Real PostgreSQL on a busy machine: generous limits, never timing assertions.
describe('database roles', { timeout: 60_000 }, () => {
  it('lets a service migrate with its owner role and run with its runtime role, nothing more', async () => {
    const database = await freshDatabase();
    const urls = await provisionDatabaseRoles(database.url, SECRET);
    const identity = urls.identity;
    expect(new URL(identity.databaseUrl).username).toBe(`${rolePrefix(database.name)}_identity`);

    await migrateDatabaseAt(identity.migrationDatabaseUrl, 'identity', first);
    const run = identity.databaseUrl;
    expect(await outcome(run, `insert into identity.things (name) values ('a')`)).toBe('ok');
    expect(await query(run, 'select name from identity.things')).toEqual([{ name: 'a' }]);
    expect(await outcome(run, `update identity.things set name = 'b'`)).toBe('ok');
    expect(await outcome(run, 'delete from identity.things')).toBe('ok');
    // No DDL, no TRUNCATE, no new objects: those are the owner's.
    expect(await outcome(run, 'create table identity.mine (id int)')).toBe(PERMISSION_DENIED);
    expect(await outcome(run, 'drop table identity.things')).toBe(MUST_BE_OWNER);
    expect(await outcome(run, 'truncate identity.things')).toBe(PERMISSION_DENIED);
    // Started without its owner's URL, a service finds nothing to apply and carries on.
    await migrateDatabaseAt(run, 'identity', first);
    // A migration the runtime role might try on its own start fails rather than half-applies.
    await expect(migrateDatabaseAt(run, 'identity', later)).rejects.toThrow(/permission denied/);

    // What the owner creates later is usable at once (default privileges).
    await migrateDatabaseAt(identity.migrationDatabaseUrl, 'identity', later);
    expect(await outcome(run, 'insert into identity.more default values')).toBe('ok');
    expect(await outcome(run, `update identity.things set note = 'x'`)).toBe('ok');
  });

  it("keeps each runtime role out of every other owner's schema", async () => {
    const database = await freshDatabase();
    const urls = await provisionDatabaseRoles(database.url, SECRET);
    await migrateDatabaseAt(urls.documents.migrationDatabaseUrl, 'documents', {
      '001': {
        up: async (db) => void (await sql`create table documents.files (id int)`.execute(db)),
      },
    });
    await migrateDatabaseAt(urls.identity.migrationDatabaseUrl, 'identity', first);
    expect(await outcome(urls.identity.databaseUrl, 'select * from documents.files')).toBe(
      PERMISSION_DENIED,
    );
    expect(await outcome(urls.gateway.databaseUrl, 'select * from identity.things')).toBe(
      PERMISSION_DENIED,
    );
    // Nor may an owner role create a schema of its own, or touch another owner's.
    expect(await outcome(urls.identity.migrationDatabaseUrl, 'create schema extra')).toBe(
      PERMISSION_DENIED,
    );
    expect(
      await outcome(urls.identity.migrationDatabaseUrl, 'alter table documents.files add x int'),
    ).toBe(PERMISSION_DENIED);
  });

  it('hands over schemas the single user of earlier versions created, with their data', async () => {
    const database = await freshDatabase();
    // As before roles: the admin migrated and owns everything.
    await migrateDatabaseAt(database.url, 'identity', first);
    await query(database.url, `insert into identity.things (name) values ('kept')`);
    await query(
      database.url,
      'create function identity.shout(t text) returns text language sql immutable return upper(t)',
    );

    const urls = await provisionDatabaseRoles(database.url, SECRET);
    const owners = await query(
      database.url,
      `select c.relname, pg_get_userbyid(c.relowner) as owner from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'identity' and c.relkind in ('r', 'S') order by c.relname`,
    );
    const ownerRole = ownerRoleNames(rolePrefix(database.name), 'identity').owner;
    expect(owners.length).toBeGreaterThanOrEqual(3);
    for (const row of owners) expect(row.owner, row.relname).toBe(ownerRole);
    const [fn] = await query(
      database.url,
      "select pg_get_userbyid(proowner) as owner from pg_proc where proname = 'shout'",
    );
    expect(fn?.owner).toBe(ownerRole);

    expect(
      await query(
        urls.identity.databaseUrl,
        'select identity.shout(name) as name from identity.things',
      ),
    ).toEqual([{ name: 'KEPT' }]);
    expect(
      await outcome(urls.identity.databaseUrl, `insert into identity.things (name) values ('new')`),
    ).toBe('ok');
    await migrateDatabaseAt(urls.identity.migrationDatabaseUrl, 'identity', later);
  });

  it('is idempotent and safe when several launchers provision one database at once', async () => {
    const database = await freshDatabase();
    await Promise.all([
      provisionDatabaseRoles(database.url, SECRET),
      provisionDatabaseRoles(database.url, SECRET),
      provisionDatabaseRoles(database.url, SECRET),
    ]);
    const urls = await provisionDatabaseRoles(database.url, SECRET);
    await migrateDatabaseAt(urls.identity.migrationDatabaseUrl, 'identity', first);
    expect(await outcome(urls.identity.databaseUrl, 'select * from identity.things')).toBe('ok');
  });

  it('never takes over a role of the same name it did not make for this database', async () => {
    const database = await freshDatabase();
    const taken = ownerRoleNames(rolePrefix(database.name), 'review').runtime;
    await query(testServerUrl(), `create role "${taken}" login`);
    try {
      await expect(provisionDatabaseRoles(database.url, SECRET)).rejects.toThrow(
        RoleProvisioningError,
      );
    } finally {
      await query(testServerUrl(), `drop owned by "${taken}"`).catch(() => undefined);
      await query(database.url, `drop owned by "${taken}"`).catch(() => undefined);
      await query(testServerUrl(), `drop role "${taken}"`);
    }
  });

  it('leaves one shared URL, saying why, when the database user may not create roles', async () => {
    const database = await freshDatabase();
    const plain = `nomada_plain_${randomBytes(4).toString('hex')}`;
    await query(testServerUrl(), `create role "${plain}" login`);
    try {
      const url = new URL(database.url);
      url.username = plain;
      const access = await prepareDatabaseAccess(url.toString(), SECRET);
      expect(access).toEqual({
        kind: 'shared',
        reason: `its user ${plain} may not create roles (neither SUPERUSER nor CREATEROLE)`,
      });
    } finally {
      await query(testServerUrl(), `drop role "${plain}"`);
    }
    const access = await prepareDatabaseAccess(database.url, SECRET);
    expect(access.kind).toBe('roles');
  });

  it('makes the same roles from the SQL a DBA pastes, twice over without harm', async () => {
    const database = await freshDatabase();
    const prefix = rolePrefix(database.name);
    await query(database.url, databaseRolesSql(prefix));
    await query(database.url, databaseRolesSql(prefix));
    // Marked as this database's, so the sweep below clears them with it.
    for (const owner of ['identity', 'documents', 'review', 'messaging', 'gateway'] as const)
      for (const role of Object.values(ownerRoleNames(prefix, owner)))
        await query(
          database.url,
          `comment on role "${role}" is 'nomada data owner role of database ${database.name}'`,
        );
    const as = (role: string) => {
      const url = new URL(database.url);
      url.username = role;
      return url.toString();
    };
    const identity = ownerRoleNames(prefix, 'identity');
    await migrateDatabaseAt(as(identity.owner), 'identity', first);
    expect(
      await outcome(as(identity.runtime), `insert into identity.things (name) values ('x')`),
    ).toBe('ok');
    expect(await outcome(as(identity.runtime), 'create table identity.mine (id int)')).toBe(
      PERMISSION_DENIED,
    );
    expect(
      await outcome(as(ownerRoleNames(prefix, 'gateway').runtime), 'select * from identity.things'),
    ).toBe(PERMISSION_DENIED);
  });

  it('drops the roles of databases that are gone, and only those', async () => {
    const kept = await freshDatabase();
    const gone = await createTestDatabase();
    await provisionDatabaseRoles(kept.url, SECRET);
    await provisionDatabaseRoles(gone.url, SECRET);
    await gone.drop();
    const dropped = await dropOrphanedRoles(testServerUrl());
    const goneRoles = ownerRoleNames(rolePrefix(databaseNameOf(gone.url)), 'identity');
    expect(dropped).toEqual(expect.arrayContaining([goneRoles.owner, goneRoles.runtime]));
    const keptRole = ownerRoleNames(rolePrefix(kept.name), 'identity').runtime;
    expect(dropped).not.toContain(keptRole);
    expect(
      await query(testServerUrl(), 'select 1 from pg_roles where rolname = $1', [keptRole]),
    ).toHaveLength(1);
  });
});
