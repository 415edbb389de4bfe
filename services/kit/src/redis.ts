import { Redis, type RedisOptions } from 'ioredis';

/** A Redis client for plain commands: fail fast instead of queueing commands forever while Redis is down. */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    ...options,
  });
  client.on('error', () => undefined);
  return client;
}

/** BullMQ workers need their own connection with unlimited retries (BullMQ's production guide). */
export function createWorkerRedis(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: null });
  client.on('error', () => undefined);
  return client;
}

export function revokedSessionKey(prefix: string, sessionId: string): string {
  return `${prefix}:revoked-session:${sessionId}`;
}
