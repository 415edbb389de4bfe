import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { processAlive } from './postgres-data-dir';
import { provideTestDatabase } from './test-database';

async function listening(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function nothingListening(): Promise<number> {
  const server = await listening();
  await server.close();
  return server.port;
}

const roots: string[] = [];
function dataDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'nomada-test-pg-'));
  chmodSync(root, 0o755);
  roots.push(root);
  return path.join(root, 'test-pg');
}
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

const log = () => undefined;

describe('provideTestDatabase', () => {
  it('uses TEST_DATABASE_URL when given', async () => {
    const env = { TEST_DATABASE_URL: 'postgres://postgres@db.example/postgres' };
    const database = await provideTestDatabase({ env, dataDir: dataDir(), log });
    expect(database.source).toBe('TEST_DATABASE_URL');
    await database.stop();
    expect(env.TEST_DATABASE_URL).toBe('postgres://postgres@db.example/postgres');
  });

  it("uses the machine's server when something answers on its port, as before", async () => {
    const server = await listening();
    const env: NodeJS.ProcessEnv = {};
    const database = await provideTestDatabase({
      env,
      dataDir: dataDir(),
      log,
      machineServer: { host: '127.0.0.1', port: server.port },
    });
    expect(database.source).toBe(`the PostgreSQL on 127.0.0.1:${server.port}`);
    expect(env.TEST_DATABASE_URL).toBeUndefined();
    await server.close();
  });

  it('starts an embedded PostgreSQL when nothing answers, exports it, and stops it', async () => {
    const env: NodeJS.ProcessEnv = {};
    const folder = dataDir();
    const machineServer = { host: '127.0.0.1', port: await nothingListening() };
    const database = await provideTestDatabase({ env, dataDir: folder, log, machineServer });
    const url = env.TEST_DATABASE_URL ?? '';
    expect(url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);

    // What the service kit's test helpers do with it: databases of their own, copied from a template.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create database nomada_tpl_x');
    await client.query('create database nomada_test_x template nomada_tpl_x');
    await client.end();
    const serverPid = Number(
      readFileSync(path.join(folder, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    await database.stop();
    expect(env.TEST_DATABASE_URL).toBeUndefined();
    expect(processAlive(serverPid)).toBe(false);

    // The next run starts from the same folder without the databases the last one left.
    const again = await provideTestDatabase({ env, dataDir: folder, log, machineServer });
    const next = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
    await next.connect();
    const left = await next.query("select datname from pg_database where datname like 'nomada%'");
    await next.end();
    await again.stop();
    expect(left.rows).toEqual([]);
  }, 240_000);
});
