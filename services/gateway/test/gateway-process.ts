import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { testRedisPrefix, testRedisUrl } from '@nomada/service-kit/testing';
import { makeWebRoot } from './helpers';

const GATEWAY_DIR = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

export type GatewayProcess = {
  baseUrl: string;
  /** Resident memory of the gateway's process, from /proc. */
  rssBytes(): number;
  stop(): Promise<void>;
};

/**
 * The gateway in a process of its own, as it runs in production (`NODE_ENV=production`), for
 * measurements of that process alone (its memory, its event loop) while this one plays the clients.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: GATEWAY_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      WEB_ROOT: makeWebRoot(),
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: testRedisPrefix(),
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited: ${stderr}`);
    try {
      const answer = await fetch(`${baseUrl}/remotes.json`);
      await answer.body?.cancel();
      if (answer.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`gateway did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    rssBytes: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
      if (kib === undefined) throw new Error('no VmRSS');
      return Number(kib) * 1024;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
