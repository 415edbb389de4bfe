import {
  prepareDatabaseAccess,
  RoleProvisioningError,
  type DatabaseAccess,
  type DataOwner,
  type OwnerDatabaseUrls,
} from '@nomada/service-kit';

export type PlatformDatabase = { adminUrl: string; access: DatabaseAccess };

export class DatabaseAccessError extends Error {}

/**
 * Each data owner's roles on the launcher's database (decision 068): made on the embedded one, and
 * on a DATABASE_URL whose user may create roles; otherwise every process keeps that one URL, and the
 * log says why.
 */
export async function provideDatabaseAccess(
  adminUrl: string,
  sessionSecret: string,
  log: (line: string) => void,
): Promise<PlatformDatabase> {
  let access: DatabaseAccess;
  try {
    access = await prepareDatabaseAccess(adminUrl, sessionSecret);
  } catch (error) {
    if (error instanceof RoleProvisioningError)
      throw new DatabaseAccessError(`The database roles could not be made: ${error.message}`);
    throw error;
  }
  if (access.kind === 'roles') {
    const [runtime, owner] = [
      access.urls.identity.databaseUrl,
      access.urls.identity.migrationDatabaseUrl,
    ];
    log(
      `each service runs on its own database role (${new URL(runtime).username}, …) and migrates as its owner role (${new URL(owner).username}, …)`,
    );
  } else {
    log(
      `every process uses DATABASE_URL as it is: ${access.reason} (README "Database roles" says how to give each service its own)`,
    );
  }
  return { adminUrl, access };
}

/** `owner`'s runtime and owner connections (both the one URL where roles could not be made). */
export function ownerUrls(owner: DataOwner, database: PlatformDatabase): OwnerDatabaseUrls {
  if (database.access.kind === 'shared')
    return { databaseUrl: database.adminUrl, migrationDatabaseUrl: database.adminUrl };
  return database.access.urls[owner];
}

/** DATABASE_URL and MIGRATION_DATABASE_URL of a process working in `owner`'s schema. */
export function databaseEnv(owner: DataOwner, database: PlatformDatabase): Record<string, string> {
  if (database.access.kind === 'shared') return { DATABASE_URL: database.adminUrl };
  const { databaseUrl, migrationDatabaseUrl } = ownerUrls(owner, database);
  return { DATABASE_URL: databaseUrl, MIGRATION_DATABASE_URL: migrationDatabaseUrl };
}
