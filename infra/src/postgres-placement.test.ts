import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';
import { postgresBinaries, postgresUserIds } from './postgres-binaries';
import { runningAsRoot } from './postgres-data-dir';
import { postgresDataDir, reachableBinaries } from './postgres-placement';

const made: string[] = [];
/** A folder as `mktemp -d` makes it: only its owner may enter. */
function privateDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nomada-private-'));
  chmodSync(dir, 0o700);
  made.push(dir);
  return dir;
}
/** A stand-in for /var/tmp/nomada-postgres that each test owns. */
function sharedRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'nomada-shared-'));
  chmodSync(dir, 0o755);
  made.push(dir);
  return path.join(dir, 'nomada-postgres');
}
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('where the embedded PostgreSQL keeps its cluster', () => {
  it('keeps it in the checkout when the server can reach it', () => {
    const open = mkdtempSync(path.join(tmpdir(), 'nomada-open-'));
    chmodSync(open, 0o755);
    made.push(open);
    expect(postgresDataDir(path.join(open, '.data', 'pg'), sharedRoot())).toBe(
      path.join(open, '.data', 'pg'),
    );
  });

  it.runIf(runningAsRoot())(
    'as root, moves it out of a folder the postgres user cannot enter, the same place every time',
    () => {
      const root = sharedRoot();
      const wanted = path.join(privateDir(), '.data', 'pg-8080');
      const placed = postgresDataDir(wanted, root);
      expect(path.dirname(placed)).toBe(root);
      expect(path.basename(placed)).toMatch(/^pg-8080-[0-9a-f]{12}$/);
      expect(postgresDataDir(wanted, root)).toBe(placed);
      expect(postgresDataDir(path.join(privateDir(), '.data', 'pg-8080'), root)).not.toBe(placed);
    },
  );

  it.runIf(runningAsRoot())(
    'as root, copies the PostgreSQL programs where the postgres user can run them, once',
    async () => {
      const installed = await postgresBinaries();
      const installation = path.dirname(path.dirname(installed.postgres));
      const hidden = path.join(privateDir(), 'native');
      cpSync(installation, hidden, { recursive: true, verbatimSymlinks: true });
      const relocate = (version: string, root: string) =>
        reachableBinaries(
          {
            postgres: path.join(hidden, 'bin', 'postgres'),
            initdb: path.join(hidden, 'bin', 'initdb'),
          },
          version,
          root,
        );
      const root = sharedRoot();
      const usable = relocate('18.4.0-test', root);
      expect(usable.postgres).toBe(path.join(root, 'bin-18.4.0-test', 'bin', 'postgres'));
      // It runs as the postgres user, with its libraries found beside it.
      const { uid, gid } = postgresUserIds();
      const version = execFileSync(usable.postgres, ['--version'], { uid, gid, encoding: 'utf8' });
      expect(version).toMatch(/PostgreSQL\) 18/);
      // A second launcher takes the copy as it is.
      writeFileSync(path.join(root, 'bin-18.4.0-test', 'marker'), '');
      relocate('18.4.0-test', root);
      expect(existsSync(path.join(root, 'bin-18.4.0-test', 'marker'))).toBe(true);
    },
    // Copies 60 MB of programs twice: seconds on a busy machine.
    120_000,
  );

  it.runIf(runningAsRoot())(
    'as root, starts a cluster wanted in a private folder and serves queries',
    async () => {
      const checkout = privateDir();
      mkdirSync(path.join(checkout, '.data'));
      const wanted = path.join(checkout, '.data', 'pg');
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as net.AddressInfo;
      await new Promise((resolve) => server.close(resolve));
      const dataDir = postgresDataDir(wanted);
      made.push(dataDir);
      const db = await startEmbeddedPostgres({
        dataDir,
        port,
        stateFile: `${wanted}.json`,
        log: () => undefined,
        durable: false,
      });
      try {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        const { rows } = await client.query('select 1 as one');
        await client.end();
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await db.stop();
      }
    },
    120_000,
  );
});
