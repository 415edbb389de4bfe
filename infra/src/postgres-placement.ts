import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PostgresBinaries } from './postgres-binaries';
import { cannotReachDataDir, runningAsRoot } from './postgres-data-dir';

/**
 * Where the embedded PostgreSQL keeps what the `postgres` user must reach when the launcher runs as
 * root and its checkout is in a folder that user cannot enter (a clone under /root, a `mktemp -d`):
 * the system's folder for temporary files that survive a reboot, not the checkout.
 */
export const SHARED_POSTGRES_ROOT = '/var/tmp/nomada-postgres';

/** A folder others may enter (not list or write): what the server needs to reach what is inside. */
function ensureEnterable(dir: string): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
}

/**
 * The data folder of the cluster wanted at `wanted`: that folder itself, or, when the server runs as
 * `postgres` and could not enter a folder above it, one of this checkout's own under `root` (named
 * after the wanted path, so each checkout and port keeps its own cluster). The same answer every time
 * for the same path, so each command of the launcher finds the cluster the others made.
 */
export function postgresDataDir(wanted: string, root = SHARED_POSTGRES_ROOT): string {
  const resolved = path.resolve(wanted);
  if (!runningAsRoot() || cannotReachDataDir(resolved) === null) return resolved;
  const checkout = createHash('sha256').update(resolved).digest('hex').slice(0, 12);
  ensureEnterable(root);
  return path.join(root, `${path.basename(resolved)}-${checkout}`);
}

/**
 * The PostgreSQL programs as the server's user can run them: where npm installed them, or, when that
 * user cannot enter a folder above them, a copy of the whole installation (programs, libraries and
 * share files, which PostgreSQL finds beside its program) under `root`, made once per version.
 */
export function reachableBinaries(
  installed: PostgresBinaries,
  version: string,
  root = SHARED_POSTGRES_ROOT,
): PostgresBinaries {
  if (!runningAsRoot() || cannotReachDataDir(installed.postgres) === null) return installed;
  const installation = path.dirname(path.dirname(installed.postgres));
  const copy = path.join(root, `bin-${version.replace(/[^\w.-]/g, '_')}`);
  if (!existsSync(copy)) {
    ensureEnterable(root);
    const building = `${copy}.${process.pid}.copying`;
    rmSync(building, { recursive: true, force: true });
    cpSync(installation, building, { recursive: true, verbatimSymlinks: true });
    // A copy made complete under another name: an interrupted copy is never taken for one.
    try {
      renameSync(building, copy);
    } catch (error) {
      // Another launcher finished the same copy first.
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(copy)) throw error;
    }
  }
  const inCopy = (program: string) => path.join(copy, path.relative(installation, program));
  return { postgres: inCopy(installed.postgres), initdb: inCopy(installed.initdb) };
}
