import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { findRedisServer } from '../src/redis';
import { waitUntil } from './drill-platform';

/**
 * A redis-server of the drill's own on `port` (never the machine's shared one on 6379), configured
 * as deploy/kubernetes runs Redis: append-only file (fsync every second) and `noeviction`. `kill()`
 * is kill -9; `start()` again reloads the append-only file from the same folder.
 */
export async function ownRedis(port: number) {
  const binary = findRedisServer();
  if (!binary) throw new Error('redis-server is not installed (apt-get install redis-server)');
  const dir = mkdtempSync(path.join(tmpdir(), 'nomada-drill-redis-'));
  let child: ChildProcess | null = null;
  const url = `redis://127.0.0.1:${port}`;

  const answers = async () => {
    const probe = new Redis(url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  };

  const start = async () => {
    child = spawn(
      binary,
      [
        ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''],
        ...['--appendonly', 'yes', '--appendfsync', 'everysec'],
        ...['--maxmemory-policy', 'noeviction'],
      ],
      { stdio: 'ignore' },
    );
    if (!(await waitUntil(answers, 20_000)))
      throw new Error(`redis-server did not start on ${port}`);
  };

  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };

  await start();
  return {
    url,
    start,
    kill,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
