import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { postgresUserIds } from './postgres-binaries';
import { processAlive, runningAsRoot } from './postgres-data-dir';
import { eventually } from '@nomada/service-kit/testing';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const tempDirs: string[] = [];
/** mkdtemp makes a 0700 folder; as root, the postgres user must be able to enter it. */
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nomada-pg-'));
  chmodSync(dir, 0o755);
  tempDirs.push(dir);
  return dir;
}

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

const waitFor = (check: () => boolean, what: string, timeoutMs = 60_000) =>
  eventually(check, { what, timeoutMs });

const quiet = { log: () => undefined };
const started: EmbeddedPostgres[] = [];
const children: ChildProcess[] = [];
async function start(
  dataDir: string,
  port: number,
  extra: Partial<Parameters<typeof startEmbeddedPostgres>[0]> = {},
) {
  const db = await startEmbeddedPostgres({
    dataDir,
    port,
    stateFile: `${dataDir}.json`,
    ...quiet,
    ...extra,
  });
  started.push(db);
  return db;
}

/** A stand-in launcher in its own process, holding the database until it is killed. */
async function holdInAnotherProcess(
  dataDir: string,
  port: number,
): Promise<{ launcher: ChildProcess; postgresPid: number }> {
  const launcher = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'fixtures', 'hold-embedded-postgres.ts'),
      dataDir,
      String(port),
    ],
    { cwd: path.dirname(import.meta.dirname), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(launcher);
  const postgresPid = await new Promise<number>((resolve, reject) => {
    let output = '';
    launcher.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready (\d+)/.exec(output);
      if (ready) resolve(Number(ready[1]));
    });
    launcher.once('exit', (code) => reject(new Error(`the fixture exited (${code}): ${output}`)));
  });
  return { launcher, postgresPid };
}

afterAll(async () => {
  for (const db of started) await db.stop();
  for (const child of children) child.kill('SIGKILL');
  // A cluster is about 40 MB.
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('keeps data across restarts, refuses a second launcher, and recovers from a killed launcher or server', async () => {
    const dataDir = path.join(tempDir(), 'pg');
    const port = await freePort();

    const first = await start(dataDir, port);
    expect(first.url).toBe(`postgres://postgres@127.0.0.1:${port}/postgres`);
    expect(JSON.parse(readFileSync(`${dataDir}.json`, 'utf8'))).toMatchObject({
      port,
      pid: process.pid,
      postgresPid: first.pid(),
    });
    const [settings] = await query(
      first.url,
      "select current_setting('server_version_num')::int / 10000 as major, current_setting('server_encoding') as encoding",
    );
    expect(settings).toEqual({ major: 18, encoding: 'UTF8' });
    await query(first.url, 'create table visits (at timestamptz default now(), who text)');
    await query(first.url, "insert into visits (who) values ('before restart')");
    const firstPid = first.pid() ?? -1;
    await first.stop();
    expect(processAlive(firstPid)).toBe(false);
    expect(existsSync(`${dataDir}.json`)).toBe(false);

    // Another launcher holds it: a second one refuses rather than share the folder.
    const held = await holdInAnotherProcess(dataDir, port);
    await expect(start(dataDir, port)).rejects.toThrow(/already served by process/);

    // That launcher is killed; its server (own process group) lives on and is taken over.
    held.launcher.kill('SIGKILL');
    await waitFor(
      () => held.launcher.exitCode !== null || held.launcher.signalCode !== null,
      'the launcher to die',
    );
    expect(processAlive(held.postgresPid)).toBe(true);
    const afterLauncherCrash = await start(dataDir, port);
    expect(processAlive(held.postgresPid)).toBe(false);
    expect(await query(afterLauncherCrash.url, 'select who from visits')).toEqual([
      { who: 'before restart' },
    ]);

    // The server itself is killed: it leaves a postmaster.pid behind, and is reported.
    const failures: string[] = [];
    afterLauncherCrash.watch({
      failed: (message) => failures.push(message),
      changed: () => undefined,
    });
    process.kill(afterLauncherCrash.pid() ?? -1, 'SIGKILL');
    await waitFor(() => failures.length > 0, 'the crash to be reported');
    expect(failures[0]).toMatch(/the embedded PostgreSQL exited \(SIGKILL\)/);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(true);
    await afterLauncherCrash.stop();
    const afterServerCrash = await start(dataDir, port);
    await query(afterServerCrash.url, "insert into visits (who) values ('after crash')");
    await afterServerCrash.stop();

    // After a reboot the old pid may belong to another live process of the same user.
    const impostor = spawn('sleep', ['60'], runningAsRoot() ? postgresUserIds() : {});
    children.push(impostor);
    writeFileSync(path.join(dataDir, 'postmaster.pid'), `${impostor.pid}\n${dataDir}\n`);
    if (runningAsRoot()) {
      const { uid, gid } = postgresUserIds();
      chownSync(path.join(dataDir, 'postmaster.pid'), uid, gid);
    }
    const afterReboot = await start(dataDir, port);
    expect(processAlive(impostor.pid ?? -1)).toBe(true);
    expect(await query(afterReboot.url, 'select count(*)::int as n from visits')).toEqual([
      { n: 2 },
    ]);
    await afterReboot.stop();
  }, 240_000);

  it('restarts a server that crashes, with the data it had', async () => {
    const dataDir = path.join(tempDir(), 'pg');
    const db = await start(dataDir, await freePort(), {
      restart: {
        initialDelayMs: 50,
        maxDelayMs: 200,
        stableAfterMs: 60_000,
        maxCrashes: 5,
        windowMs: 60_000,
        cleanStopMinUptimeMs: 2_000,
      },
    });
    await query(db.url, 'create table kept (n int); insert into kept values (7)');
    let changes = 0;
    db.watch({ failed: (message) => expect.fail(message), changed: () => changes++ });
    const crashed = db.pid();
    process.kill(crashed ?? -1, 'SIGKILL');
    await waitFor(() => changes > 0, 'the server to come back');
    expect(db.pid()).not.toBe(crashed);
    expect(await query(db.url, 'select n from kept')).toEqual([{ n: 7 }]);
    await db.stop();
  }, 240_000);

  it('runs a second copy on another port and folder beside the first', async () => {
    const root = tempDir();
    const [a, b] = await Promise.all([
      start(path.join(root, 'pg'), await freePort()),
      start(path.join(root, 'pg-9310'), await freePort()),
    ]);
    await query(a.url, 'create table only_in_a (n int)');
    expect(await query(b.url, "select to_regclass('only_in_a') as found")).toEqual([
      { found: null },
    ]);
    await Promise.all([a.stop(), b.stop()]);
  }, 240_000);

  it('moves files it cannot open (the previous PGlite database) aside and starts empty', async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'pg');
    // What PGlite left: a PostgreSQL 18 layout in a folder open to everyone.
    mkdirSync(path.join(dataDir, 'base'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '18\n');
    const lines: string[] = [];
    const db = await start(dataDir, await freePort(), { log: (line) => lines.push(line) });
    expect(readFileSync(path.join(`${dataDir}-old`, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(lines.join('\n')).toMatch(/moved it to .*pg-old/);
    expect(await query(db.url, 'select 1 as ok')).toEqual([{ ok: 1 }]);
    await db.stop();
  }, 240_000);
});
