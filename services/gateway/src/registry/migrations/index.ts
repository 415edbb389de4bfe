import type { Migration } from 'kysely';
import * as remoteRegistry from './2026-11-25-001-remote-registry';
import * as withdrawnVersions from './2026-12-10-001-withdrawn-versions';

/** In order; names are timestamps so a new migration always sorts last. */
export const migrations: Record<string, Migration> = {
  '2026-11-25-001-remote-registry': remoteRegistry,
  '2026-12-10-001-withdrawn-versions': withdrawnVersions,
};
