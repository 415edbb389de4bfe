import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A redis-server of this test's own on a free port, without persistence: `restart()` brings it back
 * empty, like a Redis that lost its data. The machine's shared Redis is never touched.
 */
export async function startPrivateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;

  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      maxRetriesPerRequest: 0,
    });
    probe.on('error', () => undefined);
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        await probe.connect();
        await probe.ping();
        break;
      } catch {
        probe.disconnect();
        if (Date.now() > deadline) throw new Error('private redis-server did not start');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    probe.disconnect();
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async restart() {
      await stop();
      await start();
    },
  };
}
