import { sql, type Kysely } from 'kysely';
import { REMOTE_NAMES, type RemoteName, type RemoteRegistry } from '@nomada/contracts';
import type { RegistryDatabase } from './schema';

/** What every gateway serves: the registry as last read, with the revision it was read at. */
export type RegistrySnapshot = {
  revision: string;
  /** Remote → manifest of its current version; absent: the gateway's own build. */
  current: Partial<Record<RemoteName, string>>;
  document: RemoteRegistry;
};

export const EMPTY_SNAPSHOT: RegistrySnapshot = {
  revision: '0',
  current: {},
  document: {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { current: null, versions: [] }]),
    ),
  },
};

export async function readSnapshot(db: Kysely<RegistryDatabase>): Promise<RegistrySnapshot> {
  return db.transaction().execute(async (trx) => {
    // One snapshot: the rows below are read in the same transaction as the revision.
    await sql`set transaction isolation level repeatable read`.execute(trx);
    const { revision } = await trx
      .selectFrom('gateway.registry_revision')
      .select('revision')
      .executeTakeFirstOrThrow();
    const versions = await trx
      .selectFrom('gateway.remote_versions')
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('version', 'desc')
      .execute();
    const currents = await trx.selectFrom('gateway.remote_current').selectAll().execute();
    const document: RemoteRegistry = { remotes: {} };
    const current: RegistrySnapshot['current'] = {};
    for (const name of REMOTE_NAMES) {
      const mine = versions.filter((row) => row.remote === name && row.withdrawn_at === null);
      const withdrawn = versions.filter((row) => row.remote === name && row.withdrawn_at !== null);
      const chosen = currents.find((row) => row.remote === name)?.version ?? null;
      document.remotes[name] = {
        current: chosen,
        versions: mine.map((row) => ({
          version: row.version,
          manifest: row.manifest,
          published_at: row.published_at.toISOString(),
        })),
        // Listed apart (and only when there are any): whatever picks from `versions` never loads one.
        ...(withdrawn.length > 0 && {
          withdrawn: withdrawn.map((row) => ({
            version: row.version,
            published_at: row.published_at.toISOString(),
            withdrawn_at: (row.withdrawn_at as Date).toISOString(),
          })),
        }),
      };
      const manifest = mine.find((row) => row.version === chosen)?.manifest;
      if (manifest) current[name] = manifest;
    }
    return { revision: String(revision), current, document };
  });
}
