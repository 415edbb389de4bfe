import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findRedisServer,
  pingRedis,
  planRedis,
  privateRedisArgs,
  startPrivateRedis,
} from './redis';

describe('planRedis', () => {
  const base = {
    redisUrl: null,
    localAnswers: false,
    binary: '/usr/bin/redis-server',
    privatePort: 8086,
  };

  it('prefers REDIS_URL, then the Redis on 6379, then a private one', () => {
    expect(planRedis({ ...base, redisUrl: 'redis://cache:6379', localAnswers: true })).toEqual({
      kind: 'given',
      url: 'redis://cache:6379',
    });
    expect(planRedis({ ...base, localAnswers: true })).toEqual({
      kind: 'shared',
      url: 'redis://127.0.0.1:6379',
    });
    expect(planRedis(base)).toEqual({
      kind: 'private',
      url: 'redis://127.0.0.1:8086',
      binary: '/usr/bin/redis-server',
      port: 8086,
    });
    expect(planRedis({ ...base, binary: null })).toEqual({ kind: 'missing' });
  });

  it('starts the private Redis on loopback with an append-only file', () => {
    expect(privateRedisArgs(8086, '/data/redis').join(' ')).toBe(
      '--port 8086 --bind 127.0.0.1 --appendonly yes --appendfsync everysec --dir /data/redis',
    );
  });
});

describe('pingRedis', () => {
  it('is false for a port where nothing or something else answers', async () => {
    const server = net.createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    expect(await pingRedis('127.0.0.1', port)).toBe(false);
    server.close();
    expect(await pingRedis('127.0.0.1', 1)).toBe(false);
  });

  it('is true for a real Redis (the test machine runs one on 6379)', async () => {
    const url = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    expect(await pingRedis(url.hostname, Number(url.port || 6379))).toBe(true);
  });
});

describe('startPrivateRedis', () => {
  it.runIf(findRedisServer() !== null)(
    'starts a redis-server that answers on its own port',
    async () => {
      const server = net.createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as net.AddressInfo).port;
      await new Promise((resolve) => server.close(resolve));
      const dir = path.join(mkdtempSync(path.join(tmpdir(), 'redis-')), 'redis');
      const child = await startPrivateRedis(findRedisServer() as string, port, dir);
      try {
        expect(await pingRedis('127.0.0.1', port)).toBe(true);
      } finally {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
    },
    20_000,
  );
});
