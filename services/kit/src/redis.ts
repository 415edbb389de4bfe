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

/**
 * The client lost its connection and is trying to get it back: a command would only wait in the
 * offline queue. A client still making its first connection is not "down" (commands go through
 * once it connects, a moment after boot).
 */
export function isRedisDown(redis: Redis): boolean {
  return redis.status === 'reconnecting' || redis.status === 'end' || redis.status === 'close';
}
