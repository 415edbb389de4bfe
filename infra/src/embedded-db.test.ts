import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runningEmbeddedDb, startEmbeddedDb } from './embedded-db';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('embedded database', () => {
  it('serves PGlite to several pooled clients, announces itself, and keeps data across restarts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
    const options = {
      dataDir: path.join(dir, 'pg'),
      port: await freePort(),
      maxConnections: 16,
      stateFile: path.join(dir, 'pg.json'),
    };
    const db = await startEmbeddedDb(options);
    expect(JSON.parse(readFileSync(options.stateFile, 'utf8'))).toEqual({
      port: options.port,
      pid: process.pid,
    });
    expect(await runningEmbeddedDb(options.stateFile)).toEqual({
      port: options.port,
      pid: process.pid,
    });
    await expect(startEmbeddedDb(options)).rejects.toThrow(/already served/);

    // Several pools at once, as the services use it: parameterized statements and transactions interleaved.
    const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: db.url, max: 4 }));
    const [first] = pools as [pg.Pool];
    await first.query('create table things (id int, label text, size int)');
    await Promise.all(
      Array.from({ length: 120 }, async (_, i) => {
        const pool = pools[i % 3] as pg.Pool;
        if (i % 3 === 0)
          return pool.query('insert into things values ($1, $2, $3)', [i, 'plain', i]);
        if (i % 3 === 1) return pool.query('select * from things where id = $1', [i]);
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query('insert into things values ($1, $2, $3)', [i, 'in transaction', 1]);
          await client.query('commit');
        } finally {
          client.release();
        }
      }),
    );
    await Promise.all(pools.map((pool) => pool.end()));
    await db.stop();
    expect(existsSync(options.stateFile)).toBe(false);

    const again = await startEmbeddedDb(options);
    const client = new pg.Client({ connectionString: again.url });
    await client.connect();
    const { rows } = await client.query<{ count: string }>('select count(*) from things');
    expect(rows[0]?.count).toBe('80');
    await client.end();
    await again.stop();
  }, 60_000);
});
