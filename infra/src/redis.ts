import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** True when something at host:port answers a Redis PING. */
export function pingRedis(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

/** redis-server on PATH (or where apt and Homebrew put it), else null. */
export function findRedisServer(envPath = process.env.PATH ?? ''): string | null {
  const dirs = [
    ...envPath.split(path.delimiter).filter(Boolean),
    '/usr/bin',
    '/usr/local/bin',
    '/opt/homebrew/bin',
  ];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'redis-server');
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

export type RedisPlan =
  | { kind: 'given'; url: string }
  | { kind: 'shared'; url: string }
  | { kind: 'private'; url: string; binary: string; port: number }
  | { kind: 'missing' };

/** REDIS_URL wins; else a Redis already on 6379; else a private one on PORT+6; else we cannot run. */
export function planRedis(input: {
  redisUrl: string | null;
  localAnswers: boolean;
  binary: string | null;
  privatePort: number;
}): RedisPlan {
  if (input.redisUrl) return { kind: 'given', url: input.redisUrl };
  if (input.localAnswers) return { kind: 'shared', url: 'redis://127.0.0.1:6379' };
  if (input.binary) {
    return {
      kind: 'private',
      url: `redis://127.0.0.1:${input.privatePort}`,
      binary: input.binary,
      port: input.privatePort,
    };
  }
  return { kind: 'missing' };
}

export const REDIS_MISSING_MESSAGE = [
  'Nomada needs Redis, and none was found: REDIS_URL is unset, nothing answers on 127.0.0.1:6379,',
  'and redis-server is not installed. Install it and run npm start again:',
  '  Debian/Ubuntu: sudo apt-get install redis-server',
  '  macOS:         brew install redis',
  'or point REDIS_URL at a Redis you already run.',
].join('\n');

/** Arguments of the private Redis: loopback only, append-only file so queued jobs survive a crash. */
export function privateRedisArgs(port: number, dir: string): string[] {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--appendonly',
    'yes',
    '--appendfsync',
    'everysec',
    '--dir',
    dir,
  ];
}

/** Starts the private redis-server and resolves once it answers PING. */
export async function startPrivateRedis(
  binary: string,
  port: number,
  dir: string,
): Promise<ChildProcess> {
  mkdirSync(dir, { recursive: true });
  const child = spawn(binary, privateRedisArgs(port, dir), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (child.exitCode !== null)
      throw new Error(`redis-server exited at start:\n${output.slice(-2000)}`);
    if (await pingRedis('127.0.0.1', port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(
    `redis-server did not answer on port ${port} within 10 s:\n${output.slice(-2000)}`,
  );
}
