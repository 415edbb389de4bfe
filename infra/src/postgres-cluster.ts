import { spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensurePostgresUser, type PostgresBinaries } from './postgres-binaries';
import {
  cannotReachDataDir,
  describeDataDir,
  isPostgresServing,
  POSTGRES_MAJOR,
  processAlive,
  readPostmasterPid,
  runningAsRoot,
} from './postgres-data-dir';

/*
 * The embedded PostgreSQL's data folder and who serves it: making the cluster, moving aside what
 * PostgreSQL cannot open, and taking over from a launcher that was killed.
 */

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type DbState = { port: number; pid: number; postgresPid: number };

export const embeddedPostgresUrl = (port: number) =>
  `postgres://postgres@127.0.0.1:${port}/postgres`;

/** The embedded PostgreSQL another live launcher (or create-agent) is serving now, if any. */
export async function runningEmbeddedPostgres(stateFile: string): Promise<DbState | null> {
  if (!existsSync(stateFile)) return null;
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as DbState;
    if (processAlive(state.pid) && (await postgresAnswers(state.port))) return state;
  } catch {
    // A half-written or foreign file is treated as absent.
  }
  return null;
}

export async function postgresAnswers(port: number): Promise<boolean> {
  const client = new pg.Client({
    connectionString: embeddedPostgresUrl(port),
    connectionTimeoutMillis: 2_000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A new cluster is made under a temporary name and renamed when complete, so a folder at `dataDir`
 * is always a whole cluster: an initdb cut short leaves only the temporary folder, which is redone.
 */
export async function initialiseCluster(
  dataDir: string,
  binaries: PostgresBinaries,
  log: (line: string) => void,
): Promise<void> {
  const building = `${dataDir}.initdb`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const ids = runningAsRoot() ? ensurePostgresUser() : null;
  if (ids) {
    const blocked = cannotReachDataDir(building);
    if (blocked) throw new Error(blocked);
  }
  log(`creating a new PostgreSQL cluster in ${dataDir}`);
  mkdirSync(building, { mode: 0o700 });
  chmodSync(building, 0o700);
  if (ids) chownSync(building, ids.uid, ids.gid);
  const args = [
    `--pgdata=${building}`,
    '--username=postgres',
    // Only this machine can connect (127.0.0.1, no socket), as with the PostgreSQL the tests use.
    '--auth=trust',
    '--encoding=UTF8',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
    '--no-sync',
  ];
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const initdb = spawn(binaries.initdb, args, {
      ...(ids ?? {}),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    });
    for (const stream of [initdb.stdout, initdb.stderr])
      stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    initdb.on('error', (error) => (output.push(error.message), resolve(null)));
    initdb.on('close', resolve);
  });
  if (code !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new Error(`initdb failed (exit ${code}):\n${output.join('').trim().slice(-2_000)}`);
  }
  renameSync(building, dataDir);
}

/**
 * Moves a folder PostgreSQL cannot open (the previous embedded database, PGlite, kept its files at the
 * same place) out of the way, keeping it, so that a new cluster takes its place.
 */
export function moveAside(dataDir: string, reason: string, log: (line: string) => void): void {
  let target = `${dataDir}-old`;
  for (let n = 2; existsSync(target); n++) target = `${dataDir}-old-${n}`;
  renameSync(dataDir, target);
  log(
    `PostgreSQL ${POSTGRES_MAJOR} cannot open ${dataDir} (${reason}); ` +
      `moved it to ${target} and starting with an empty database`,
  );
}

export function prepareDataDir(dataDir: string, log: (line: string) => void): void {
  const found = describeDataDir(dataDir);
  if (found.kind === 'empty') rmdirSync(dataDir);
  if (found.kind === 'unusable') moveAside(dataDir, found.reason, log);
}

/**
 * Deals with a `postmaster.pid` left behind: the server of a launcher that was killed (it runs in its
 * own process group, so it outlives a `kill -9` of the launcher) is shut down; a pid file naming a live
 * process that is not this folder's server (a pid reused after a reboot) is removed, since PostgreSQL
 * would refuse to start. A pid that is gone is left to PostgreSQL, which also checks that no process of
 * the old server still uses its shared memory.
 */
export async function stopLeftoverServer(
  dataDir: string,
  log: (line: string) => void,
): Promise<void> {
  const pidFile = readPostmasterPid(dataDir);
  if (!pidFile || !processAlive(pidFile.pid)) return;
  const serving = isPostgresServing(pidFile.pid, dataDir);
  if (serving === false) {
    log(`removing ${dataDir}/postmaster.pid: process ${pidFile.pid} is not its server`);
    rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
    return;
  }
  if (serving === null) return;
  log(
    `stopping the PostgreSQL (pid ${pidFile.pid}) a previous launcher left running on ${dataDir}`,
  );
  await terminate(pidFile.pid);
}

/** Fast shutdown, then immediate shutdown, then SIGKILL, waiting for the process to be gone. */
export async function terminate(pid: number, exited: () => boolean = () => !processAlive(pid)) {
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (let waited = 0; waited < waitMs; waited += 50) {
      if (exited()) return;
      await delay(50);
    }
  }
}

/**
 * Makes `dataDir` free to start: refuses when a live launcher serves it, and stops a server a killed
 * launcher left behind (which would also hold the port). Run before checking that the ports are free.
 */
export async function reclaimEmbeddedPostgres(options: {
  dataDir: string;
  stateFile: string;
  log: (line: string) => void;
}): Promise<void> {
  const running = await runningEmbeddedPostgres(options.stateFile);
  if (running && running.pid !== process.pid) {
    throw new Error(
      `The embedded PostgreSQL in ${options.dataDir} is already served by process ${running.pid} on port ${running.port}. ` +
        'Stop that copy, or start this one with another PORT or a DATABASE_URL.',
    );
  }
  await stopLeftoverServer(options.dataDir, options.log);
}
