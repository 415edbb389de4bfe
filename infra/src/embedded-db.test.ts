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
    const options = { dataDir: path.join(dir, 'pg'), port: await freePort(), maxConnections: 8, stateFile: path.join(dir, 'pg.json') };
    const db = await startEmbeddedDb(options);
    expect(JSON.parse(readFileSync(options.stateFile, 'utf8'))).toEqual({ port: options.port, pid: process.pid });
    expect(await runningEmbeddedDb(options.stateFile)).toEqual({ port: options.port, pid: process.pid });
    await expect(startEmbeddedDb(options)).rejects.toThrow(/already served/);

    const pool = new pg.Pool({ connectionString: db.url, max: 4 });
    await pool.query('create table things (id int)');
    await Promise.all([1, 2, 3, 4].map((id) => pool.query('insert into things values ($1)', [id])));
    await pool.end();
    await db.stop();
    expect(existsSync(options.stateFile)).toBe(false);

    const again = await startEmbeddedDb(options);
    const client = new pg.Client({ connectionString: again.url });
    await client.connect();
    const { rows } = await client.query<{ count: string }>('select count(*) from things');
    expect(rows[0]?.count).toBe('4');
    await client.end();
    await again.stop();
  }, 60_000);
});
