import { DATA_OWNERS } from './role-names';

/** Role prefixes are made of these alone (role-names.ts), so they can sit in SQL as written. */
const SAFE_PREFIX = /^[a-z_][a-z0-9_]*$/;

function checked(prefix: string): string {
  if (!SAFE_PREFIX.test(prefix)) throw new Error(`not a role prefix: ${prefix}`);
  return prefix;
}

const ownersArray = `ARRAY[${DATA_OWNERS.map((owner) => `'${owner}'`).join(', ')}]`;

/**
 * Gives each owner's schema to its owner role and its runtime role what it needs, once the roles
 * exist: the schema (made, or handed over with everything in it from whoever made it before roles
 * existed), USAGE and DML on what is there, and default privileges for what the owner makes later.
 * Run by the launcher, and by a DBA through `databaseRolesSql` (README "Database roles").
 */
export function ownerSchemasSql(prefix: string): string {
  return `DO $$
DECLARE
  schema_name text;
  owner_role text;
  runtime_role text;
  statement text;
BEGIN
  FOREACH schema_name IN ARRAY ${ownersArray} LOOP
    owner_role := '${checked(prefix)}_' || schema_name || '_owner';
    runtime_role := '${checked(prefix)}_' || schema_name;
    -- A CREATEROLE admin (not a superuser) acts for the owner role as its member.
    IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
      EXECUTE format('GRANT %I TO %I', owner_role, current_user);
    END IF;
    IF NOT has_database_privilege(runtime_role, current_database(), 'CONNECT') THEN
      EXECUTE format('GRANT CONNECT ON DATABASE %I TO %I, %I', current_database(), owner_role, runtime_role);
    END IF;
    EXECUTE format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', schema_name, owner_role);
    EXECUTE format('ALTER SCHEMA %I OWNER TO %I', schema_name, owner_role);
    -- What a single user created before roles existed (a serial column's sequence moves with its table).
    FOR statement IN
      SELECT format('ALTER %s %I.%I OWNER TO %I', CASE c.relkind WHEN 'S' THEN 'SEQUENCE'
          WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END,
          n.nspname, c.relname, owner_role)
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = schema_name AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
        AND c.relowner <> owner_role::regrole
        AND NOT (c.relkind = 'S' AND EXISTS (SELECT FROM pg_depend d
          WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i')))
      UNION ALL
      SELECT format('ALTER %s %I.%I(%s) OWNER TO %I',
          CASE p.prokind WHEN 'p' THEN 'PROCEDURE' ELSE 'FUNCTION' END,
          n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), owner_role)
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = schema_name AND p.proowner <> owner_role::regrole
      UNION ALL
      SELECT format('ALTER TYPE %I.%I OWNER TO %I', n.nspname, t.typname, owner_role)
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = schema_name AND t.typtype IN ('e', 'd') AND t.typowner <> owner_role::regrole
    LOOP
      EXECUTE statement;
    END LOOP;
    EXECUTE format('REVOKE ALL ON SCHEMA %I FROM PUBLIC', schema_name);
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO %I', schema_name, runtime_role);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO %I', schema_name, runtime_role);
    EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO %I', schema_name, runtime_role);
    EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I', owner_role, schema_name, runtime_role);
    EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO %I', owner_role, schema_name, runtime_role);
  END LOOP;
END $$;`;
}

/**
 * What a DBA pastes into a managed PostgreSQL (connected to the platform's database, as its owner or
 * an admin with CREATEROLE): the extension identity needs, each owner's two login roles (passwords
 * set afterwards with psql's `\password`, so none is written in a history), and `ownerSchemasSql`.
 * Running it again changes nothing.
 */
export function databaseRolesSql(prefix: string): string {
  return `-- identity's search needs pg_trgm, which an owner role may not install
CREATE EXTENSION IF NOT EXISTS pg_trgm;
DO $$
DECLARE
  schema_name text;
  role_name text;
BEGIN
  FOREACH schema_name IN ARRAY ${ownersArray} LOOP
    FOREACH role_name IN ARRAY ARRAY['${checked(prefix)}_' || schema_name || '_owner', '${checked(prefix)}_' || schema_name] LOOP
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = role_name) THEN
        EXECUTE format('CREATE ROLE %I LOGIN', role_name);
      END IF;
    END LOOP;
  END LOOP;
END $$;
${ownerSchemasSql(prefix)}`;
}
