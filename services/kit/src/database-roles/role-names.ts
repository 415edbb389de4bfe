import { createHash, createHmac } from 'node:crypto';

/**
 * The services that own a schema (each named after its owner), the messaging worker sharing
 * messaging's. Each has two PostgreSQL roles (decision 068): `<prefix>_<owner>_owner` owns the schema
 * and runs its migrations; `<prefix>_<owner>` is what the running processes use, with DML on the
 * schema's tables and nothing else.
 */
export const DATA_OWNERS = ['identity', 'documents', 'review', 'messaging', 'gateway'] as const;
export type DataOwner = (typeof DATA_OWNERS)[number];

export type OwnerRoleNames = { runtime: string; owner: string };
export type OwnerDatabaseUrls = { databaseUrl: string; migrationDatabaseUrl: string };

/** PostgreSQL's longest identifier, in bytes, and the longest thing appended to a prefix. */
const IDENTIFIER_MAX = 63;
const LONGEST_SUFFIX = '_messaging_owner'.length;
const PREFIX_MAX = IDENTIFIER_MAX - LONGEST_SUFFIX;

/**
 * Roles are cluster-wide while copies of the platform (test runs, a second `npm start` on a shared
 * server) each have a database: the roles take the database's name, so two databases never share
 * them. The maintenance database `postgres` (the embedded one's) gives `nomada`.
 */
export function rolePrefix(databaseName: string): string {
  if (databaseName === 'postgres') return 'nomada';
  const cleaned = databaseName.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const prefix = /^[a-z_]/.test(cleaned) ? cleaned : `db_${cleaned}`;
  if (prefix.length <= PREFIX_MAX && prefix === databaseName) return prefix;
  // Shortened or changed: a digest of the real name keeps two such databases apart.
  const digest = createHash('sha256').update(databaseName).digest('hex').slice(0, 8);
  return `${prefix.slice(0, PREFIX_MAX - digest.length - 1)}_${digest}`;
}

export function ownerRoleNames(prefix: string, owner: DataOwner): OwnerRoleNames {
  return { runtime: `${prefix}_${owner}`, owner: `${prefix}_${owner}_owner` };
}

/**
 * Where the launcher provides the database, it also makes the roles: their passwords derive from
 * SESSION_SECRET like every other key, so a later command (create-agent, retention) computes the same
 * URLs without any file holding them.
 */
export function rolePassword(secret: string, role: string): string {
  return createHmac('sha256', secret).update(`nomada:database-role:${role}`).digest('base64url');
}

export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error('the database URL names no database');
  return name;
}

function urlAs(adminUrl: string, role: string, secret: string): string {
  const url = new URL(adminUrl);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(rolePassword(secret, role));
  return url.toString();
}

/** Each owner's runtime and migration URLs on the database of `adminUrl`. */
export function ownerDatabaseUrls(
  adminUrl: string,
  secret: string,
): Record<DataOwner, OwnerDatabaseUrls> {
  const prefix = rolePrefix(databaseNameOf(adminUrl));
  return Object.fromEntries(
    DATA_OWNERS.map((owner) => {
      const roles = ownerRoleNames(prefix, owner);
      return [
        owner,
        {
          databaseUrl: urlAs(adminUrl, roles.runtime, secret),
          migrationDatabaseUrl: urlAs(adminUrl, roles.owner, secret),
        },
      ];
    }),
  ) as Record<DataOwner, OwnerDatabaseUrls>;
}
